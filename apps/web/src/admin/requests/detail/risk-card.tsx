import { type RequestDetailResponse, type RiskLevel, type RiskVerdict, requestRisk } from '@roundtrip/core';
import { Badge, BlockStack, Card, InlineStack, Text } from '@shopify/polaris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { PermissionButton } from '../../permission-button';
import { usePermission } from '../../permission-texts';

const TONES: Record<RiskLevel, 'success' | 'attention' | 'critical'> = {
  low: 'success',
  medium: 'attention',
  high: 'critical',
};
const LEVELS: Record<RiskLevel, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };

/**
 * The return risk score from when the request was made, the signals behind it, and the merchant's
 * verdict: "fraud" blocks the shopper's email, "safe" lifts that block (docs/lists-and-risk.md).
 */
export function RiskCard({ request }: { request: RequestDetailResponse }) {
  const risk = request.risk;
  const may = usePermission('setting.rules.edit');
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (verdict: RiskVerdict) =>
      http.post(`/return-exchange/v1/${request.id}/risk-verdict`, { verdict }, { schema: requestRisk }),
    onSuccess: (r) => {
      showSuccessToast(r.verdict === 'fraud' ? 'Marked as fraud; the email is blocked' : 'Marked as safe');
      return client.invalidateQueries({ queryKey: ['requests', 'detail', request.id] });
    },
    onError: showErrorToast,
  });
  if (!risk) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Return risk
          </Text>
          <Badge tone={TONES[risk.level]}>{`${LEVELS[risk.level]} · ${risk.score}/100`}</Badge>
        </InlineStack>
        {risk.signals.length === 0 ? (
          <Text as="p" tone="subdued">
            No risk signals.
          </Text>
        ) : (
          <ul aria-label="Risk signals" style={{ margin: 0, paddingInlineStart: 'var(--p-space-400)' }}>
            {risk.signals.map((s) => (
              <li key={s.code}>
                <Text as="span">{`${s.detail} (+${s.points})`}</Text>
              </li>
            ))}
          </ul>
        )}
        {risk.verdict ? (
          <Text as="p">
            {risk.verdict === 'fraud'
              ? 'You marked this request as fraud.'
              : 'You marked this request as safe.'}
          </Text>
        ) : null}
        <InlineStack gap="200" align="end">
          <PermissionButton
            hint={may.hint}
            disabled={risk.verdict === 'safe'}
            loading={mark.isPending && mark.variables === 'safe'}
            onClick={() => mark.mutate('safe')}
          >
            Mark safe
          </PermissionButton>
          <PermissionButton
            hint={may.hint}
            tone="critical"
            disabled={risk.verdict === 'fraud'}
            loading={mark.isPending && mark.variables === 'fraud'}
            onClick={() => mark.mutate('fraud')}
          >
            Mark fraud
          </PermissionButton>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
