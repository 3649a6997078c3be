import {
  requestDetailResponse,
  requestIdParam,
  requestReturnFeeResponse,
  ruleIdParams,
  upsellRuleDetails,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { getRequestDetail } from '../requests/get-request-detail';
import { upsellDetails } from '../rules/upsell-details';

const tags = ['requests'];

/**
 * The spec's own paths for answers the API serves under other routes (docs/stores.md): each calls the
 * same verb as its twin, so the two cannot drift.
 */
export const specPathsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/return-exchange/v1/:id/return-fee',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: "The request's return fee",
          params: requestIdParam,
          response: { 200: requestReturnFeeResponse },
        },
      },
      async (request) => {
        const { price } = await getRequestDetail(deps, authOf(request), request.params.id);
        return { currency: price.currency, fee: price.fee, fee_unrecovered: price.fee_unrecovered };
      },
    );
    app.get(
      '/return-exchange-meta/v1/details/:id',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'The request page (as GET return-exchange/v1/{id}/common)',
          params: requestIdParam,
          response: { 200: requestDetailResponse },
        },
      },
      async (request) => getRequestDetail(deps, authOf(request), request.params.id),
    );
    app.get(
      '/upsell/:id',
      {
        config: { access: 'member' },
        schema: {
          tags: ['rules'],
          summary: 'An upsell rule with its products (as GET upsell-rule/v1/details/{id})',
          params: ruleIdParams,
          response: { 200: upsellRuleDetails },
        },
      },
      async (request) => upsellDetails(deps, authOf(request).storeId, request.params.id),
    );
  };
