import { refundType, refundTypeListResponse, refundTypeParams } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';
import { authOf } from '../../auth/authenticate';
import { listRefundTypes } from './list-refund-types';

const tags = ['refunds'];

/** GET /refund-diy/v1/refund-types and /refund-type/{id}. Changed with the "refund modes" policy block. */
export const refundTypesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/refund-diy/v1/refund-types',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Refund modes and whether the store offers them',
          response: { 200: refundTypeListResponse },
        },
      },
      async (request) => ({ docs: await listRefundTypes(deps, authOf(request).storeId) }),
    );
    app.get(
      '/refund-diy/v1/refund-type/:id',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'One refund mode', params: refundTypeParams, response: { 200: refundType } },
      },
      async (request) => {
        const all = await listRefundTypes(deps, authOf(request).storeId);
        const found = all.find((t) => t.id === request.params.id);
        if (!found) throw notFound('Refund type not found');
        return found;
      },
    );
  };
