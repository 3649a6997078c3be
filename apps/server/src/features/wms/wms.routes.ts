import {
  wmsConnectionBody,
  wmsConnectionList,
  wmsConnectionView,
  wmsSyncResponse,
  wmsSystemParams,
} from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { storeWithPermission } from '../auth/require-permission';
import { listWmsConnections } from './list-wms-connections';
import { saveWmsConnection } from './save-wms-connection';
import { syncWmsReturns } from './sync-wms-returns';

const tags = ['warehouses'];

/** The Warehouses page (docs/wms.md); the WMS log of a request is `GET /wms-log/v1/{id}`. */
export const wmsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const storeOf = (request: FastifyRequest) => storeWithPermission(request, 'setting.warehouse.edit');
    app.get(
      '/wms/v1/connections',
      {
        config: { access: 'setting.warehouse.edit' },
        schema: { tags, summary: 'Warehouse systems', response: { 200: wmsConnectionList } },
      },
      async (request) => ({ docs: await listWmsConnections(deps, storeOf(request)) }),
    );
    app.put(
      '/wms/v1/connections/:system',
      {
        config: { access: 'setting.warehouse.edit' },
        schema: {
          tags,
          summary: 'Save a warehouse connection',
          params: wmsSystemParams,
          body: wmsConnectionBody,
          response: { 200: wmsConnectionView },
        },
      },
      async (request) => saveWmsConnection(deps, storeOf(request), request.params.system, request.body),
    );
    app.post(
      '/wms/v1/sync',
      {
        config: { access: 'setting.warehouse.edit' },
        schema: {
          tags,
          summary: 'Ask the warehouses about the returns they expect',
          response: { 200: wmsSyncResponse },
        },
      },
      async (request) => syncWmsReturns(deps, storeOf(request)),
    );
  };
