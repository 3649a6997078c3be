import {
  type AnalyticsQuery,
  analyticsQuery,
  automationUsageResponse,
  customerDetailsQuery,
  customerDetailsResponse,
  customersAllQuery,
  customersAllResponse,
  customersMetricsResponse,
  exchangeRoiResponse,
  exportQuery,
  metricsResponse,
  paymentCapturesResponse,
  reasonMetricResponse,
  refundModesResponse,
  requestGraphsResponse,
  requestMetricsResponse,
  requestProductsResponse,
  requestRegionsResponse,
  returnExchangeReasonsResponse,
  returnMethodsResponse,
  returnVsExchangeResponse,
  shippingProvidersResponse,
  storeDetailsResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Deps } from '../../deps';
import { type AuthContext, authOf } from '../auth/authenticate';
import { openExport } from './export-rows';
import { getAutomationUsage } from './get-automation-usage';
import { getCustomerDetails } from './get-customer-details';
import { getCustomersAll } from './get-customers-all';
import { getCustomersMetrics } from './get-customers-metrics';
import { getExchangeRoi } from './get-exchange-roi';
import { getMetrics } from './get-metrics';
import { getPaymentCaptures } from './get-payment-captures';
import { getReasonMetric } from './get-reason-metric';
import { getRefundModes } from './get-refund-modes';
import { getRequestGraphs } from './get-request-graphs';
import { getRequestMetrics } from './get-request-metrics';
import { getRequestProducts } from './get-request-products';
import { getRequestRegions } from './get-request-regions';
import { getReturnExchangeReasons } from './get-return-exchange-reasons';
import { getReturnMethods } from './get-return-methods';
import { getReturnVsExchange } from './get-return-vs-exchange';
import { getShippingProviders } from './get-shipping-providers';
import { getStoreDetails } from './get-store-details';
import { streamCsv } from './stream-csv';

const tags = ['analytics'];
const access = 'analytics.view' as const;

export const analyticsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A ranged report: GET {path}?from&to, answered by one verb (docs/analytics.md). */
    const report = <T>(
      path: string,
      summary: string,
      response: ZodType<T>,
      verb: (deps: Deps, auth: AuthContext, query: AnalyticsQuery) => Promise<T>,
    ) => {
      // The verb's type already ties its answer to `response`; the route sees the schema as any zod type.
      const answer: ZodType = response;
      app.get(
        path,
        {
          config: { access },
          schema: { tags, summary, querystring: analyticsQuery, response: { 200: answer } },
        },
        async (request) => verb(deps, authOf(request), request.query),
      );
    };
    report('/chart/v1/metrics', 'Headline figures against the previous period', metricsResponse, getMetrics);
    report(
      '/chart/v1/return-vs-exchange',
      'Returns and exchanges per day',
      returnVsExchangeResponse,
      getReturnVsExchange,
    );
    report('/chart/v1/reason-metric', 'Items per reason', reasonMetricResponse, getReasonMetric);
    report('/analytics/v1/request-metrics', 'Requests by status', requestMetricsResponse, getRequestMetrics);
    report(
      '/analytics/v1/request-regions',
      'Requests per country',
      requestRegionsResponse,
      getRequestRegions,
    );
    report(
      '/analytics/v1/request-graphs',
      'Requests, items and refunds per day',
      requestGraphsResponse,
      getRequestGraphs,
    );
    report(
      '/analytics/v1/request-products',
      'Products returned most',
      requestProductsResponse,
      getRequestProducts,
    );
    report(
      '/analytics/v1/return-exchange-reasons',
      'Reasons split by returns and exchanges',
      returnExchangeReasonsResponse,
      getReturnExchangeReasons,
    );
    report(
      '/analytics/v1/payment-captures',
      'Price differences shoppers paid',
      paymentCapturesResponse,
      getPaymentCaptures,
    );
    report(
      '/analytics/v1/automation-usage',
      'Automated against manual changes',
      automationUsageResponse,
      getAutomationUsage,
    );
    report('/analytics/v1/refund-modes', 'Refunds per mode', refundModesResponse, getRefundModes);
    report(
      '/analytics/v1/shipping-providers',
      'Requests per courier',
      shippingProvidersResponse,
      getShippingProviders,
    );
    report(
      '/analytics/v1/return-methods',
      'Requests per return method',
      returnMethodsResponse,
      getReturnMethods,
    );
    report(
      '/analytics/v1/customers-metrics',
      'Customers and repeat returners',
      customersMetricsResponse,
      getCustomersMetrics,
    );
    report(
      '/roi/v1/exchange-roi',
      'Value kept against refunds and the plan',
      exchangeRoiResponse,
      getExchangeRoi,
    );
    app.get(
      '/analytics/v1/customers-metrics-all',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Every customer of the period, paged and searchable',
          querystring: customersAllQuery,
          response: { 200: customersAllResponse },
        },
      },
      async (request) => getCustomersAll(deps, authOf(request), request.query),
    );
    app.get(
      '/customerDetails/get',
      {
        config: { access },
        schema: {
          tags,
          summary: "One customer's history with the store",
          querystring: customerDetailsQuery,
          response: { 200: customerDetailsResponse },
        },
      },
      async (request) => getCustomerDetails(deps, authOf(request), request.query.email),
    );
    app.get(
      '/store-details',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The store the analytics describe',
          response: { 200: storeDetailsResponse },
        },
      },
      async (request) => getStoreDetails(deps, authOf(request)),
    );
    app.get(
      '/analytics/v1/export',
      {
        // Streamed in batches, each behind the store's wall: no transaction stays open while it downloads.
        config: { access, tenantScope: false },
        schema: {
          tags,
          summary: 'CSV of requests, refunds or items in a date range',
          querystring: exportQuery,
        },
      },
      async (request, reply) => {
        const { type, ...range } = request.query;
        const exported = await openExport(deps, authOf(request), type, range);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${type}-${exported.period.from}-${exported.period.to}.csv"`,
          )
          .header('x-total-rows', String(exported.total))
          .send(streamCsv(exported.columns, exported.rows));
      },
    );
  };
