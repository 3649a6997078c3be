import {
  activeRefundList,
  paymentProviderBody,
  paymentProviderList,
  paymentProviderParams,
  paymentProviderView,
  paymentTransactionList,
  priceDifferencesBody,
  priceDifferencesView,
  requestIdParam,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { choosePriceDifferenceCollector } from './choose-price-difference-collector';
import { listActiveRefunds } from './list-active-refunds';
import { listPaymentProviders } from './list-payment-providers';
import { listTransactions } from './list-transactions';
import { savePaymentProvider } from './save-payment-provider';

const tags = ['payments'];

/** The Payments page and what the request page reads of payments (docs/payments.md). */
export const paymentsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const storeOf = (
      request: Parameters<typeof authOf>[0],
      permission: Parameters<typeof requirePermission>[1],
    ) => {
      const auth = authOf(request);
      requirePermission(auth, permission);
      return auth.storeId;
    };
    app.get(
      '/payments/v1/providers',
      {
        config: { access: 'setting.payment.edit' },
        schema: { tags, summary: 'Payment providers', response: { 200: paymentProviderList } },
      },
      async (request) => listPaymentProviders(deps, storeOf(request, 'setting.payment.edit')),
    );
    app.put(
      '/payments/v1/price-differences',
      {
        config: { access: 'setting.payment.edit' },
        schema: {
          tags,
          summary: 'Choose who collects price differences (Shopify stores)',
          body: priceDifferencesBody,
          response: { 200: priceDifferencesView },
        },
      },
      async (request) =>
        choosePriceDifferenceCollector(deps, storeOf(request, 'setting.payment.edit'), request.body),
    );
    app.put(
      '/payments/v1/providers/:provider',
      {
        config: { access: 'setting.payment.edit' },
        schema: {
          tags,
          summary: 'Save a payment provider',
          params: paymentProviderParams,
          body: paymentProviderBody,
          response: { 200: paymentProviderView },
        },
      },
      async (request) =>
        savePaymentProvider(
          deps,
          storeOf(request, 'setting.payment.edit'),
          request.params.provider,
          request.body,
        ),
    );
    app.get(
      '/admin/transactions/:id',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: "A request's payments and their refunds",
          params: requestIdParam,
          response: { 200: paymentTransactionList },
        },
      },
      async (request) => listTransactions(deps, storeOf(request, 'request.all.view'), request.params.id),
    );
    app.get(
      '/active-refund/list',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Refund providers and which are connected',
          response: { 200: activeRefundList },
        },
      },
      async (request) => listActiveRefunds(deps, storeOf(request, 'request.all.view')),
    );
  };
