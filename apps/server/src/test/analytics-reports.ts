/** The reports that read the daily rollups (docs/analytics.md, "Daily rollups"). */
export const ROLLED_UP_REPORTS = [
  'chart/v1/metrics',
  'chart/v1/return-vs-exchange',
  'chart/v1/reason-metric',
  'analytics/v1/request-metrics',
  'analytics/v1/request-regions',
  'analytics/v1/request-graphs',
  'analytics/v1/request-products',
  'analytics/v1/return-exchange-reasons',
  'analytics/v1/payment-captures',
  'analytics/v1/refund-modes',
  'analytics/v1/shipping-providers',
  'analytics/v1/return-methods',
  'roi/v1/exchange-roi',
];

/** Every analytics report over a period: the rolled-up ones and those read from the raw tables. */
export const PERIOD_REPORTS = [
  ...ROLLED_UP_REPORTS,
  'analytics/v1/automation-usage',
  'analytics/v1/customers-metrics',
  'analytics/v1/customers-metrics-all',
];
