import { type Courier, type CourierPartner, type RateSettingView, rateSetting } from '@roundtrip/core';
import { RATE_RULES } from '@roundtrip/core/couriers';
import { BlockStack, Card, InlineStack, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { PermissionButton } from '../permission-button';
import { usePermission } from '../permission-texts';

const RULE_LABELS: Record<RateSettingView['rule'], string> = {
  cheapest: 'The cheapest quote',
  fastest: 'The fastest quote (fewest days in transit)',
  preferred: 'A preferred courier whenever it quotes',
};

/**
 * Rate shopping: on approval every connected courier is quoted for the parcel, and this rule picks the
 * one the approve dialog selects (the merchant may still choose another there).
 */
export function RateRuleCard({ partners }: { partners: CourierPartner[] | undefined }) {
  const client = useQueryClient();
  const edit = usePermission('setting.logistics.edit');
  const saved = useQuery({
    queryKey: ['courier-rate-rule'],
    queryFn: () => http.get('/courier-partner/v1/rate-rule', { schema: rateSetting }),
  });
  const [draft, setDraft] = useState<RateSettingView | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (s: RateSettingView) => http.put('/settings/courier-rate-rule', s, { schema: rateSetting }),
    onSuccess: () => {
      showSuccessToast('Courier choice saved');
      void client.invalidateQueries({ queryKey: ['courier-rate-rule'] });
    },
    onError: (err) => {
      if (isHttpError(err)) setError(err.fields?.preferred_courier);
      showErrorToast(err);
    },
  });
  const candidates = (partners ?? []).filter((p) => p.supported);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Choosing a courier on approval
        </Text>
        <Text as="p" tone="subdued">
          When you approve a courier pickup, every connected courier is asked for a quote for the parcel. The
          approve dialog selects the one this rule picks and shows its price.
        </Text>
        {!draft ? (
          <SkeletonBodyText lines={2} />
        ) : (
          <>
            <Select
              label="Pick"
              options={RATE_RULES.map((r) => ({ label: RULE_LABELS[r], value: r }))}
              value={draft.rule}
              onChange={(rule) => {
                setError(undefined);
                setDraft({ ...draft, rule: rule as RateSettingView['rule'] });
              }}
            />
            {draft.rule === 'preferred' ? (
              <Select
                label="Preferred courier"
                placeholder="Choose a courier"
                options={candidates.map((p) => ({ label: p.name, value: p.courier }))}
                value={draft.preferred_courier ?? ''}
                onChange={(c) => {
                  setError(undefined);
                  setDraft({ ...draft, preferred_courier: c as Courier });
                }}
                helpText="When it quotes nothing for a parcel, the cheapest quote is picked."
                error={error}
              />
            ) : null}
            <InlineStack align="end">
              <PermissionButton
                hint={edit.hint}
                variant="primary"
                loading={save.isPending}
                onClick={() => save.mutate(draft)}
              >
                Save
              </PermissionButton>
            </InlineStack>
          </>
        )}
      </BlockStack>
    </Card>
  );
}
