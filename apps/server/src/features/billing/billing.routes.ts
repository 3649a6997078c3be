import {
  chargeBody,
  chargeResponse,
  demoConfirmBody,
  planChoiceBody,
  requestLinkResponse,
  requestPriceResponse,
  servicePricingResponse,
  servicesResponse,
  unsubscribeBody,
} from '@roundtrip/core';
import { growPriceForCountry, PLAN_PRICE_CURRENCY, planOffer, SCALE_PRICE } from '@roundtrip/core/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { createShopifyBilling } from '../../platform/shopify/billing-subscriptions';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { billingStore } from './billing-store';
import { chargeOf, confirmCharge, demoConfirm } from './confirm-charge';
import { getServices } from './get-services';
import { requestLink } from './request-link';
import { unsubscribe } from './unsubscribe';

const tags = ['billing'];

/** Billing and the store's plan (docs/plans.md). */
export const billingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const shopify = createShopifyBilling(deps);
    app.get(
      '/store/v1/services',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The plan, the plans on offer, usage and banners',
          response: { 200: servicesResponse },
        },
      },
      async (request) => getServices(deps, authOf(request).storeId),
    );
    app.get(
      '/common/v1/service-pricing',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: "Each plan's monthly price for the store's country",
          response: { 200: servicePricingResponse },
        },
      },
      async (request) => {
        const { store } = await billingStore(deps, authOf(request).storeId);
        return {
          country: store.country,
          currency: PLAN_PRICE_CURRENCY,
          prices: { free: '0.00', grow: growPriceForCountry(store.country), scale: SCALE_PRICE },
        };
      },
    );
    app.post(
      '/billing/v1/request-price',
      {
        config: { access: 'billing.view' },
        schema: {
          tags,
          summary: 'What a plan costs this store',
          body: planChoiceBody,
          response: { 200: requestPriceResponse },
        },
      },
      async (request) => {
        requirePermission(authOf(request), 'billing.view');
        const { store } = await billingStore(deps, authOf(request).storeId);
        const offer = planOffer(request.body.plan, store.country);
        return { ...offer, plan: offer.tier, interval: 'EVERY_30_DAYS' as const };
      },
    );
    app.post(
      '/billing/v1/request-link',
      {
        config: { access: 'billing.edit' },
        schema: {
          tags,
          summary: 'A charge for a plan and the page to approve it',
          body: planChoiceBody,
          response: { 200: requestLinkResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'billing.edit');
        return requestLink(deps, shopify, auth.storeId, request.body.plan);
      },
    );
    app.get(
      '/billing/v1/charges/:charge_id',
      {
        config: { access: 'billing.edit' },
        schema: {
          tags,
          summary: 'One charge, for its approval page',
          params: chargeBody,
          response: { 200: chargeResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'billing.edit');
        const c = await chargeOf(deps, auth.storeId, request.params.charge_id);
        const title = c.tier === 'grow' ? 'Grow' : 'Scale';
        return {
          id: c.id,
          plan: c.tier,
          title,
          price: c.price,
          currency: c.currency,
          checkout: c.checkout,
          status: c.status,
        };
      },
    );
    app.post(
      '/billing/v1/confirm',
      {
        config: { access: 'billing.edit' },
        schema: {
          tags,
          summary: 'Activate the plan once Shopify approved its charge',
          body: chargeBody,
          response: { 200: servicesResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'billing.edit');
        await confirmCharge(deps, shopify, auth.storeId, request.body.charge_id);
        return getServices(deps, auth.storeId);
      },
    );
    app.post(
      '/billing/v1/demo-confirm',
      {
        config: { access: 'billing.edit' },
        schema: {
          tags,
          summary: 'The demo billing page: approve or decline (no Shopify, no money)',
          body: demoConfirmBody,
          response: { 200: servicesResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'billing.edit');
        await demoConfirm(deps, auth.storeId, request.body.charge_id, request.body.decision);
        return getServices(deps, auth.storeId);
      },
    );
    app.post(
      '/billing/v1/unsubscribe-reason',
      {
        config: { access: 'billing.edit' },
        schema: {
          tags,
          summary: 'Back to the free plan, saying why',
          body: unsubscribeBody,
          response: { 200: servicesResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'billing.edit');
        await unsubscribe(deps, shopify, auth.storeId, request.body.reason);
        return getServices(deps, auth.storeId);
      },
    );
  };
