import { type Feature, planLabel } from '@roundtrip/core/plans';
import { Badge, BlockStack, Box, InlineGrid, InlineStack, List, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import { errorToastMessage, http, isHttpError } from '../../lib/http';
import { dispatch, useAppState } from '../../lib/store';
import { offerFor, planComparison, UPSELL_CONTENT } from './upsell-content';

type Props = {
  /** The locked feature to sell; null closes the modal. */
  feature: Feature | null;
  onClose: () => void;
};

const BILLING_UNAVAILABLE = 'Plan upgrades are not available on this server yet. Please contact support.';

/**
 * Upsell modals (docs/settings-ux.md): title, description, a video or image, plan title, price and an upgrade
 * button, with the plan comparison list (free, grow, scale). Shown instead of saving a gated block.
 */
export function UpsellModal({ feature, onClose }: Props) {
  const country = useAppState((s) => s.user.properties?.country ?? s.dashboard?.user.properties.country);
  const plan = useAppState((s) => s.user.plan);
  const [upgrading, setUpgrading] = useState(false);
  if (!feature) return null;
  const content = UPSELL_CONTENT[feature];
  const offer = offerFor(feature, country);

  const upgrade = async () => {
    setUpgrading(true);
    try {
      // Billing: the platform's charge confirmation page, where the merchant approves.
      const res = await http.post<{ url?: string; confirmation_url?: string }>('/billing/v1/request-link', {
        plan: offer.tier,
      });
      const url = res?.confirmation_url ?? res?.url;
      if (url) window.location.assign(url);
      else dispatch({ type: 'showToast', payload: { message: BILLING_UNAVAILABLE, error: true } });
    } catch (error) {
      const message =
        isHttpError(error) && error.status === 404 ? BILLING_UNAVAILABLE : errorToastMessage(error);
      dispatch({ type: 'showToast', payload: { message, error: true } });
    } finally {
      setUpgrading(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={content.title}
      size="large"
      primaryAction={{
        content: `Upgrade to ${offer.title}`,
        onAction: () => void upgrade(),
        loading: upgrading,
      }}
      secondaryActions={[{ content: 'Not now', onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="400">
          {content.media.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: product demo clips have no speech
            <video src={content.media.src} controls width="100%" aria-label={content.media.alt} />
          ) : (
            <img src={content.media.src} alt={content.media.alt} style={{ width: '100%', height: 'auto' }} />
          )}
          <Text as="p">{content.description}</Text>
          <Box background="bg-surface-secondary" padding="300" borderRadius="200">
            <InlineStack align="space-between" blockAlign="center">
              <BlockStack gap="050">
                <Text as="h3" variant="headingSm">
                  {offer.title}
                </Text>
                <Text as="p" tone="subdued">
                  Your plan: {planLabel(plan ?? { name: 'FREE_ONBOARD', price: 0 })}
                </Text>
              </BlockStack>
              <Text as="p" variant="headingMd">
                {offer.price}
              </Text>
            </InlineStack>
          </Box>
        </BlockStack>
      </Modal.Section>
      <Modal.Section>
        <PlanComparison country={country} highlight={offer.tier} />
      </Modal.Section>
    </Modal>
  );
}

function PlanComparison({ country, highlight }: { country?: string; highlight: string }) {
  return (
    <section aria-label="Compare plans">
      <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
        {planComparison(country).map((plan) => (
          <Box key={plan.tier} padding="300" borderWidth="025" borderColor="border" borderRadius="200">
            <BlockStack gap="200">
              <InlineStack gap="200" blockAlign="center">
                <Text as="h3" variant="headingSm">
                  {plan.title}
                </Text>
                {plan.tier === highlight && <Badge tone="success">Unlocks this</Badge>}
              </InlineStack>
              <Text as="p" tone="subdued">
                {plan.price}
              </Text>
              <List type="bullet">
                {plan.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </BlockStack>
          </Box>
        ))}
      </InlineGrid>
    </section>
  );
}
