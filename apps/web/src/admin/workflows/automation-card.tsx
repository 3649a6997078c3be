import type { AutomationSettings } from '@roundtrip/core/workflows';
import { BlockStack, Card, Checkbox, InlineStack, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { errorToastMessage, isHttpError, successToastMessage } from '../../lib/http';
import { dispatch } from '../../lib/store';
import { showErrorToast } from '../../lib/toasts';
import { PermissionButton } from '../permission-button';
import { usePermission } from '../permission-texts';
import { useAutomation, useWorkflowMutations } from './use-workflows';

type Draft = { [K in keyof AutomationSettings]: AutomationSettings[K] extends boolean ? boolean : string };

const BOOLEANS: [keyof Draft, string, string][] = [
  [
    'auto_receive_requests',
    'Auto-receive requests',
    "On the carrier's delivered scan, or after the days below",
  ],
  [
    'auto_refund_additional_payments',
    'Auto-refund additional payments',
    'A price difference the shopper paid is refunded through the provider when the request is rejected or cancelled',
  ],
  [
    'update_inventory',
    'Update inventory',
    'Units restocked at inspection go back into the platform stock; off, stock is left to your warehouse system',
  ],
  [
    'mark_cod_refunded',
    'Mark cash-on-delivery orders as refunded',
    'A received cash-on-delivery return is marked refunded (Others)',
  ],
  [
    'auto_expire_discount_codes',
    'Auto-expire discount codes',
    'Not yet supported: Roundtrip issues no discount codes yet, so there is nothing to expire',
  ],
];

const text = (n: number | null) => (n === null ? '' : String(n));
const days = (v: string) => (v.trim() === '' ? null : Number(v.trim()));

/** The automation settings (docs/workflows.md), saved together. */
export function AutomationCard() {
  const { data } = useAutomation();
  const { settings } = useWorkflowMutations();
  const edit = usePermission('setting.automation.edit');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data && !draft)
      setDraft({
        ...data.settings,
        auto_receive_after_days: text(data.settings.auto_receive_after_days),
        auto_archive_days: text(data.settings.auto_archive_days),
      });
  }, [data, draft]);
  if (!draft) return null;
  const save = () =>
    settings.mutate(
      {
        ...draft,
        auto_receive_after_days: days(draft.auto_receive_after_days),
        auto_archive_days: days(draft.auto_archive_days),
      },
      {
        onSuccess: () => {
          setErrors({});
          dispatch({ type: 'showToast', payload: { message: successToastMessage('Automation saved') } });
        },
        onError: (err) => {
          setErrors(isHttpError(err) && err.fields ? err.fields : { form: errorToastMessage(err) });
          showErrorToast(err);
        },
      },
    );
  const alert = (key: string) => fieldAlert(errors[key]);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Automation
        </Text>
        {BOOLEANS.map(([key, label, help]) => (
          <Checkbox
            key={key}
            label={label}
            helpText={help}
            checked={Boolean(draft[key])}
            onChange={(checked) => setDraft({ ...draft, [key]: checked })}
          />
        ))}
        <InlineStack gap="300">
          <TextField
            label="Auto-receive after (days)"
            type="number"
            autoComplete="off"
            value={draft.auto_receive_after_days}
            onChange={(v) => setDraft({ ...draft, auto_receive_after_days: v })}
            error={alert('auto_receive_after_days')}
          />
          <TextField
            label="Auto-archive after closing (days)"
            type="number"
            autoComplete="off"
            value={draft.auto_archive_days}
            onChange={(v) => setDraft({ ...draft, auto_archive_days: v })}
            error={alert('auto_archive_days')}
          />
        </InlineStack>
        <InlineStack>
          <PermissionButton hint={edit.hint} variant="primary" onClick={save} loading={settings.isPending}>
            Save automation
          </PermissionButton>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
