import type { PaidTier } from '@roundtrip/core/plans';
import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  InlineGrid,
  InlineStack,
  Modal,
  Page,
  SkeletonBodyText,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { errorToastMessage, isHttpError } from '../../lib/http';
import { dispatch } from '../../lib/store';
import { useDocumentTitle } from '../frame/use-document-title';
import { BillingBanners } from './billing-banners';
import { startUpgrade, useBillingChange, useServices } from './use-billing';

const RANK = { free: 0, grow: 1, scale: 2 } as const;

function limitLine(n: number | null, one: string, many: string): string {
  return n === null ? `Unlimited ${many}` : `${n} ${n === 1 ? one : many}`;
}

/** `/admin/billing`: the plan in force, the plans on offer and the way back to the free plan. */
export default function BillingPage() {
  useDocumentTitle('Plans and billing');
  const { data, error } = useServices();
  const [busy, setBusy] = useState<PaidTier | null>(null);
  const [leaving, setLeaving] = useState(false);

  const upgrade = async (tier: PaidTier) => {
    setBusy(tier);
    try {
      await startUpgrade(tier);
    } catch (e) {
      dispatch({ type: 'showToast', payload: { message: errorToastMessage(e), error: true } });
      setBusy(null);
    }
  };

  if (error)
    return (
      <Page title="Plans and billing">
        <Banner tone="critical" title="Plans could not be loaded">
          {errorToastMessage(error)}
        </Banner>
      </Page>
    );
  if (!data)
    return (
      <Page title="Plans and billing">
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      </Page>
    );
  if (data.billing === 'off')
    return (
      <Page title="Plans and billing" titleMetadata={<Badge>{data.plan.label}</Badge>}>
        <Banner tone="info" title="Every feature is on">
          This server runs without billing (self-hosted), so there is nothing to buy.
        </Banner>
      </Page>
    );
  const current = data.plan.tier in RANK ? RANK[data.plan.tier as keyof typeof RANK] : 0;

  return (
    <Page title="Plans and billing" titleMetadata={<Badge>{data.plan.label}</Badge>}>
      <BlockStack gap="400">
        <BillingBanners />
        {data.checkout === 'demo' && (
          <Banner tone="warning" title="Demo billing">
            This store is not connected to Shopify: upgrades are approved on a demo page and no money is
            taken.
          </Banner>
        )}
        <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
          {data.services.map((s) => (
            <Card key={s.tier}>
              <BlockStack gap="200">
                <InlineStack gap="200" blockAlign="center">
                  <Text as="h2" variant="headingMd">
                    {s.title}
                  </Text>
                  {RANK[s.tier] === current && <Badge tone="success">Your plan</Badge>}
                </InlineStack>
                <Text as="p" variant="headingLg">
                  ${s.price}/month
                </Text>
                <Text as="p" tone="subdued">
                  {limitLine(s.limits.requests, 'request a month', 'requests')},{' '}
                  {limitLine(s.limits.users, 'user', 'users')}
                </Text>
                <Box>
                  {s.tier !== 'free' && RANK[s.tier] > current && (
                    <Button
                      variant="primary"
                      loading={busy === s.tier}
                      onClick={() => void upgrade(s.tier as PaidTier)}
                    >
                      {`Upgrade to ${s.title}`}
                    </Button>
                  )}
                  {s.tier === 'free' && current > 0 && (
                    <Button tone="critical" onClick={() => setLeaving(true)}>
                      Downgrade to Free
                    </Button>
                  )}
                </Box>
              </BlockStack>
            </Card>
          ))}
        </InlineGrid>
        <Text as="p" tone="subdued">
          This month: {data.usage.requests_this_month} requests
          {data.usage.requests_limit !== null && ` of ${data.usage.requests_limit}`}.
        </Text>
      </BlockStack>
      {leaving && <DowngradeModal onClose={() => setLeaving(false)} />}
    </Page>
  );
}

/** The downgrade modal (docs/plans.md). Data stays; paid features turn off. */
function DowngradeModal({ onClose }: { onClose: () => void }) {
  const [reason, setReason] = useState('');
  const leave = useBillingChange<{ reason: string }>('/billing/v1/unsubscribe-reason');
  const fieldError = isHttpError(leave.error) ? leave.error.fields?.reason : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title="Downgrade to the free plan?"
      primaryAction={{
        content: 'Downgrade',
        destructive: true,
        loading: leave.isPending,
        onAction: () => leave.mutate({ reason }, { onSuccess: onClose }),
      }}
      secondaryActions={[{ content: 'Keep my plan', onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          <Text as="p">
            Your settings and requests stay. Paid features stop at once, and the free plan takes 5 requests a
            month.
          </Text>
          <TextField
            label="Why are you leaving?"
            value={reason}
            onChange={setReason}
            multiline={3}
            autoComplete="off"
            error={fieldError ?? (leave.error && !fieldError ? errorToastMessage(leave.error) : undefined)}
          />
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
