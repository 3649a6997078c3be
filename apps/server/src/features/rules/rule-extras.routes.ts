import {
  productOptionsQuery,
  productOptionsResponse,
  returnFeeCheckBody,
  returnFeeCheckResponse,
  ruleIdParams,
  upsellRuleDetails,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { checkReturnFee } from './check-return-fee';
import { productOptions } from './product-options';
import { upsellDetails } from './upsell-details';

const tags = ['rules'];

/** The rule endpoints beyond CRUD: upsell details, the catalogue for pickers, the return fee check. */
export const ruleExtrasRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/upsell-rule/v1/details/:id',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'An upsell rule with its products',
          params: ruleIdParams,
          response: { 200: upsellRuleDetails },
        },
      },
      async (request) => upsellDetails(deps, authOf(request).storeId, request.params.id),
    );
    app.get(
      '/product-filter/v1/meta/product_options',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Products, variants, collections and tags to build filters and conditions',
          querystring: productOptionsQuery,
          response: { 200: productOptionsResponse },
        },
      },
      async (request) => productOptions(deps, authOf(request).storeId, request.query),
    );
    app.post(
      '/return-fee-rule/v1/check',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The return fee a request of these items would pay',
          body: returnFeeCheckBody,
          response: { 200: returnFeeCheckResponse },
        },
      },
      async (request) => checkReturnFee(deps, authOf(request).storeId, request.body),
    );
  };
