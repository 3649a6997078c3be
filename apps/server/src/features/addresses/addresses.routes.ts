import {
  regionsResponse,
  returnAddressQuery,
  returnAddressResponse,
  warehouseLocationsResponse,
} from '@roundtrip/core';
import { returnWarehouse } from '@roundtrip/core/couriers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { listWarehouses } from '../../store/warehouses';
import { authOf } from '../auth/authenticate';
import { regions } from './regions';

const tags = ['addresses'];

/** Warehouses and regions (docs/couriers.md): where returns go, and the countries the forms offer. */
export const addressesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/warehouse-locations',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Where returns can go', response: { 200: warehouseLocationsResponse } },
      },
      async (request) => ({ docs: await listWarehouses(deps, authOf(request).storeId) }),
    );
    app.get(
      '/address/v1',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The return address for a country: the nearest warehouse',
          querystring: returnAddressQuery,
          response: { 200: returnAddressResponse },
        },
      },
      async (request) => {
        const warehouses = await listWarehouses(deps, authOf(request).storeId);
        const chosen = returnWarehouse(warehouses, request.query.country ?? '');
        if (!chosen) return { address: null };
        const { is_default: _d, active: _a, ...address } = chosen;
        return { address };
      },
    );
    app.get(
      '/config/regions',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Countries and dial codes', response: { 200: regionsResponse } },
      },
      async () => regions(),
    );
  };
