import {
  customersMetricsResponse,
  exchangeRoiResponse,
  metricsResponse,
  reasonMetricResponse,
  refundModesResponse,
  requestProductsResponse,
  returnMethodsResponse,
  returnVsExchangeResponse,
  storeDetailsResponse,
} from '@roundtrip/core';
import { Banner, BlockStack, Card, InlineGrid, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatAmount } from '../../lib/format-amount';
import { errorToastMessage, http } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { ExportCard } from './export-card';
import { HeadlineCards } from './headline-cards';
import { presetRange, RangePicker, todayIn } from './range-picker';
import { ReportTable } from './report-table';
import { type Range, useReport } from './use-report';

// The chart library is the page's largest part: it loads after the figures.
const DailyChart = lazy(() => import('./daily-chart'));

const MODE_LABELS: Record<string, string> = {
  pay_to_source: 'Original payment',
  store_credit: 'Store credit',
  bank_transfer: 'Bank transfer',
  others: 'Other',
};
const METHOD_LABELS: Record<string, string> = {
  pickup: 'Pickup',
  drop_off: 'Drop-off',
  self_ship: 'Self-ship',
};

function Reports({ range }: { range: Range }) {
  const metrics = useReport('/chart/v1/metrics', metricsResponse, range);
  const daily = useReport('/chart/v1/return-vs-exchange', returnVsExchangeResponse, range);
  const reasons = useReport('/chart/v1/reason-metric', reasonMetricResponse, range);
  const products = useReport('/analytics/v1/request-products', requestProductsResponse, range);
  const customers = useReport('/analytics/v1/customers-metrics', customersMetricsResponse, range);
  const modes = useReport('/analytics/v1/refund-modes', refundModesResponse, range);
  const methods = useReport('/analytics/v1/return-methods', returnMethodsResponse, range);
  const roi = useReport('/roi/v1/exchange-roi', exchangeRoiResponse, range);
  if (metrics.error) {
    return (
      <Banner tone="critical" title="Analytics could not be loaded">
        {errorToastMessage(metrics.error)}
      </Banner>
    );
  }
  if (!metrics.data) return <SkeletonBodyText lines={8} />;
  const currency = metrics.data.currency;
  const money = (v: string) => formatAmount(v, currency);
  return (
    <BlockStack gap="400">
      <HeadlineCards metrics={metrics.data} />
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            Returns and exchanges per day
          </Text>
          {daily.data && (
            <Suspense fallback={<SkeletonBodyText lines={6} />}>
              <DailyChart days={daily.data.days} />
            </Suspense>
          )}
        </BlockStack>
      </Card>
      <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
        <ReportTable
          title="Reasons"
          headings={['Reason', 'Items', 'Share']}
          numeric={[false, true, true]}
          rows={(reasons.data?.reasons ?? []).map((r) => [r.reason, r.items, `${r.share}%`])}
        />
        <ReportTable
          title="Refunds by mode"
          headings={['Mode', 'Refunds', 'Amount', 'Share']}
          numeric={[false, true, true, true]}
          rows={(modes.data?.modes ?? []).map((m) => [
            MODE_LABELS[m.mode] ?? m.mode,
            m.refunds,
            money(m.amount),
            `${m.share}%`,
          ])}
        />
      </InlineGrid>
      <ReportTable
        title="Products returned most"
        headings={['Product', 'Units', 'Requests', 'Returned value', 'Main reason']}
        numeric={[false, true, true, true, false]}
        rows={(products.data?.products ?? []).map((p) => [
          p.title,
          p.quantity,
          p.requests,
          money(p.returned_value),
          p.top_reason,
        ])}
      />
      <ReportTable
        title="Customers with the most requests"
        headings={['Customer', 'Email', 'Requests', 'Items', 'Returned value']}
        numeric={[false, false, true, true, true]}
        rows={(customers.data?.top ?? []).map((c) => [
          c.name,
          c.email,
          c.requests,
          c.items,
          money(c.returned_value),
        ])}
        footer={
          customers.data && (
            <Text as="p" tone="subdued">
              {`${customers.data.customers.current} customers asked in this period; ${customers.data.repeat_customers.current} asked more than once.`}
            </Text>
          )
        }
      />
      <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
        <ReportTable
          title="Return methods"
          headings={['Method', 'Requests', 'Share']}
          numeric={[false, true, true]}
          rows={(methods.data?.methods ?? []).map((m) => [
            METHOD_LABELS[m.method] ?? m.method,
            m.requests,
            `${m.share}%`,
          ])}
        />
        {roi.data && (
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                Revenue kept
              </Text>
              <Text as="p">{`Exchanges kept ${money(roi.data.kept_by_exchanges)} and store credit ${money(roi.data.kept_by_store_credit)}: ${roi.data.retention_percent}% of what shoppers sent back stayed in the store, against ${money(roi.data.refunded)} refunded.`}</Text>
              <Text as="p" tone="subdued">
                {roi.data.return_on_plan === null
                  ? `Plan: ${roi.data.plan_label}.`
                  : `Plan: ${roi.data.plan_label}, ${roi.data.return_on_plan}× its cost kept.`}
              </Text>
            </BlockStack>
          </Card>
        )}
      </InlineGrid>
      <ExportCard range={range} />
    </BlockStack>
  );
}

/** `/admin/analytics`: the store's returns in figures, charts and tables, for any range of its days. */
export default function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const store = useQuery({
    queryKey: ['analytics', 'store-details'],
    queryFn: () => http.get('/store-details', { schema: storeDetailsResponse }),
  });
  const [choice, setChoice] = useState<{ preset: string; range: Range } | null>(null);
  if (store.error) {
    return (
      <Page title="Analytics">
        <Banner tone="critical" title="Analytics could not be loaded">
          {errorToastMessage(store.error)}
        </Banner>
      </Page>
    );
  }
  if (!store.data) {
    return (
      <Page title="Analytics">
        <SkeletonBodyText lines={8} />
      </Page>
    );
  }
  const today = todayIn(store.data.timezone);
  const { preset, range } = choice ?? { preset: '30', range: presetRange('30', today) };
  return (
    <Page
      title="Analytics"
      subtitle={`${store.data.name} · days in ${store.data.timezone} · amounts in ${store.data.currency} · compared with the period before`}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {/* In a card: on a phone Polaris lays the page edge to edge, and the picker would touch the screen's edge. */}
            <Card>
              <RangePicker
                preset={preset}
                range={range}
                today={today}
                onChange={(nextPreset, nextRange) => setChoice({ preset: nextPreset, range: nextRange })}
              />
            </Card>
            <Reports range={range} />
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
