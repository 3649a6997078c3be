import { type PolicySimulateResponse, policySimulateResponse } from '@roundtrip/core';
import { Banner, BlockStack, Button, Card, DataTable, InlineStack, Select, Text } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '../../lib/format-amount';
import { errorToastMessage, http } from '../../lib/http';

const MONTH_CHOICES = [1, 3, 6, 12].map((n) => ({
  label: n === 1 ? 'Last month' : `Last ${n} months`,
  value: String(n),
}));

type Month = PolicySimulateResponse['months'][number];

const signed = (n: number, text: string) => (n > 0 ? `+${text}` : text);
const count = (n: number) => signed(n, String(n));
const money = (amount: string, currency: string) => signed(Number(amount), formatAmount(amount, currency));
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * "Preview the effect" (docs/policies.md): the page's policy as it stands, unsaved changes included,
 * replayed by the server over the store's past requests; each cell is the change against the saved policy.
 */
export function PolicyPreview({ changes }: { changes: Record<string, unknown> }) {
  const [months, setMonths] = useState('3');
  const simulate = useMutation({
    mutationFn: () =>
      http.post(
        '/setting/v1/policy/simulate',
        { policy: changes, months: Number(months) },
        { schema: policySimulateResponse },
      ),
  });
  const result = simulate.data;
  const unchanged = Object.keys(changes).length === 0;
  const row = (m: Month, currency: string) => [
    monthName(m.month),
    count(m.delta.allowed),
    count(m.delta.refused),
    money(m.delta.refund, currency),
    money(m.delta.fees, currency),
    money(m.delta.credit_kept, currency),
    count(m.delta.exchanges),
    m.current.allowed + m.current.refused + m.not_replayable,
  ];

  return (
    <section aria-labelledby="policy-preview-title">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingLg" id="policy-preview-title">
            Preview the effect
          </Text>
          <Text as="p" tone="subdued">
            See what the policy on this page, unsaved changes included, would have done to your store's
            requests. Each figure is the change against your saved policy. Nothing is saved.
          </Text>
          <InlineStack gap="300" blockAlign="end">
            <Select label="Look back" options={MONTH_CHOICES} value={months} onChange={setMonths} />
            <Button onClick={() => simulate.mutate()} loading={simulate.isPending}>
              Preview the effect
            </Button>
          </InlineStack>
          {unchanged && !result && (
            <Text as="p" tone="subdued">
              Change a setting below to see its effect; with no changes every figure is zero.
            </Text>
          )}
          {simulate.error && (
            <Banner tone="critical" title="No preview">
              {errorToastMessage(simulate.error)}
            </Banner>
          )}
          {result && (
            <DataTable
              columnContentTypes={[
                'text',
                'numeric',
                'numeric',
                'numeric',
                'numeric',
                'numeric',
                'numeric',
                'numeric',
              ]}
              headings={[
                'Month',
                'Accepted',
                'Refused',
                'Refund value',
                'Fees',
                'Credit kept',
                'Exchanges',
                'Requests',
              ]}
              rows={result.months.map((m) => row(m, result.currency))}
            />
          )}
          {result?.months.some((m) => m.not_replayable > 0) && (
            <Text as="p" tone="subdued">
              {`${result.months.reduce((n, m) => n + m.not_replayable, 0)} older requests were made before Roundtrip recorded what they were planned on; they are counted under Requests but not replayed.`}
            </Text>
          )}
        </BlockStack>
      </Card>
    </section>
  );
}
