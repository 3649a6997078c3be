import {
  deletedResponse,
  listEntry,
  listEntryBody,
  listEntryListResponse,
  listEntryParams,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { addListEntry } from './add-list-entry';
import { deleteListEntry } from './delete-list-entry';
import { getListEntries } from './get-list-entries';

const tags = ['settings'];
const base = '/setting/v1/list-entries';

/** Block and allow lists (docs/lists-and-risk.md): every member reads them, the rules permission changes them. */
export const listsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      base,
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Block and allow list entries', response: { 200: listEntryListResponse } },
      },
      async (request) => ({ docs: await getListEntries(deps, authOf(request).storeId) }),
    );
    app.post(
      base,
      {
        config: { access: 'setting.rules.edit' },
        schema: {
          tags,
          summary: 'Add a block or allow list entry',
          body: listEntryBody,
          response: { 201: listEntry },
        },
      },
      async (request, reply) => reply.code(201).send(await addListEntry(deps, authOf(request), request.body)),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { access: 'setting.rules.edit' },
        schema: {
          tags,
          summary: 'Delete a list entry',
          params: listEntryParams,
          response: { 200: deletedResponse },
        },
      },
      async (request) => {
        await deleteListEntry(deps, authOf(request), request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );
  };
