import {
  reasonBody,
  reasonIdParams,
  reasonListResponse,
  reasonReorderBody,
  reasonToggleBody,
  reasonUpdateBody,
  reasonView,
  ruleDeletedResponse,
} from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { storeWithPermission } from '../auth/require-permission';
import { createReason } from './create-reason';
import { deleteReason } from './delete-reason';
import { reorderReasons } from './reorder-reasons';
import { toggleReason, updateReason } from './update-reason';

const tags = ['reasons'];
const base = '/return-exchange-reason/v1';

/** Merchant CRUD of return and exchange reasons; the list (GET) is the reasons feature's. */
export const reasonAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const storeOf = (request: FastifyRequest) => storeWithPermission(request, 'setting.policy.all');
    app.post(
      base,
      {
        config: { access: 'setting.policy.all' },
        schema: { tags, summary: 'Add a reason', body: reasonBody, response: { 200: reasonView } },
      },
      async (request) => createReason(deps, storeOf(request), request.body),
    );
    app.post(
      `${base}/reorder`,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Reorder reasons',
          body: reasonReorderBody,
          response: { 200: reasonListResponse },
        },
      },
      async (request) => reorderReasons(deps, storeOf(request), request.body.ids),
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Change a reason',
          params: reasonIdParams,
          body: reasonUpdateBody,
          response: { 200: reasonView },
        },
      },
      async (request) => updateReason(deps, storeOf(request), request.params.id, request.body),
    );
    app.patch(
      `${base}/:id`,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Switch a reason on or off',
          params: reasonIdParams,
          body: reasonToggleBody,
          response: { 200: reasonView },
        },
      },
      async (request) => toggleReason(deps, storeOf(request), request.params.id, request.body?.active),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Delete a reason',
          params: reasonIdParams,
          response: { 200: ruleDeletedResponse },
        },
      },
      async (request) => deleteReason(deps, storeOf(request), request.params.id),
    );
  };
