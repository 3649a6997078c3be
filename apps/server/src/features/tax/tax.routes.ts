import {
  ruleIdParams,
  taxListQuery,
  taxListResponse,
  taxRate,
  taxRateBody,
  taxRateUpdateBody,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { createTaxRate } from './create-tax-rate';
import { listTaxRates } from './list-tax-rates';
import { updateTaxRate } from './update-tax-rate';

const tags = ['tax'];

/** Tax and refunds: the store's tax rates, applied to return fees (docs/pricing.md). */
export const taxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/tax/v1/',
      {
        config: { access: 'setting.tax.edit' },
        schema: { tags, summary: 'Add a tax rate', body: taxRateBody, response: { 200: taxRate } },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.tax.edit');
        return createTaxRate(deps, auth.storeId, request.body);
      },
    );
    app.get(
      '/tax/v1/list',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Tax rates', querystring: taxListQuery, response: { 200: taxListResponse } },
      },
      async (request) => listTaxRates(deps, authOf(request).storeId, request.query.include_deleted),
    );
    app.put(
      '/tax/v1/:id',
      {
        config: { access: 'setting.tax.edit' },
        schema: {
          tags,
          summary: 'Change or delete a tax rate',
          params: ruleIdParams,
          body: taxRateUpdateBody,
          response: { 200: taxRate },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.tax.edit');
        return updateTaxRate(deps, auth.storeId, request.params.id, request.body);
      },
    );
  };
