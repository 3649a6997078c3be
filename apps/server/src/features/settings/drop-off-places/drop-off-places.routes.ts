import {
  deletedResponse,
  dropOffPlace,
  dropOffPlaceBody,
  dropOffPlaceListResponse,
  dropOffPlaceParams,
} from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { storeWithPermission } from '../../auth/require-permission';
import { createDropOffPlace } from './create-drop-off-place';
import { deleteDropOffPlace } from './delete-drop-off-place';
import { listDropOffPlaces } from './list-drop-off-places';
import { updateDropOffPlace } from './update-drop-off-place';

const tags = ['settings'];
const base = '/setting/v1/drop-off-places';

/** The store's drop-off places (docs/portal.md), kept with the policies: the same permission changes them. */
export const dropOffPlacesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const storeOf = (request: FastifyRequest) => storeWithPermission(request, 'setting.policy.all');
    app.get(
      base,
      {
        config: { access: 'setting.policy.all' },
        schema: { tags, summary: 'Drop-off places', response: { 200: dropOffPlaceListResponse } },
      },
      async (request) => ({ docs: await listDropOffPlaces(deps.db, storeOf(request)) }),
    );
    app.post(
      base,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Add a drop-off place',
          body: dropOffPlaceBody,
          response: { 201: dropOffPlace },
        },
      },
      async (request, reply) => {
        const place = await createDropOffPlace(deps, storeOf(request), request.body);
        return reply.code(201).send(place);
      },
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Change a drop-off place',
          params: dropOffPlaceParams,
          body: dropOffPlaceBody,
          response: { 200: dropOffPlace },
        },
      },
      async (request) => updateDropOffPlace(deps, storeOf(request), request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Delete a drop-off place',
          params: dropOffPlaceParams,
          response: { 200: deletedResponse },
        },
      },
      async (request) => {
        await deleteDropOffPlace(deps, storeOf(request), request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );
  };
