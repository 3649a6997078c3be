import type { PolicyBlockView, PolicySettingsResponse } from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { Badge, Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { errorToastMessage, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { BlockFields } from './block-fields';
import { BlockSaveBar } from './block-save-bar';
import {
  type BlockDraft,
  changedPatch,
  draftOf,
  type FieldErrors,
  isDirty,
  lockedIn,
  validatePatch,
} from './policy-form';
import { RulesSummary } from './rules-summary';
import { useSavePolicies } from './use-policies';

type Props = {
  block: PolicyBlockView;
  data: PolicySettingsResponse;
  onUpsell: (feature: Feature) => void;
};

const PLAN_LABEL = { grow: 'Grow', scale: 'Scale' } as const;

/** One policy block: a card with its title, help, fields, rule list summary and its own save bar. */
export function PolicyBlockCard({ block, data, onUpsell }: Props) {
  const saved = useMemo(() => draftOf(data, block), [data, block]);
  const [draft, setDraft] = useState<BlockDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const save = useSavePolicies();
  const dirty = isDirty(saved, draft);
  const feature = block.feature as Feature | null;
  const lockedFeature = block.locked ? feature : null;
  const headingId = `policy-block-${block.id}`;

  const set = (field: string, value: unknown) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      const next: FieldErrors = {};
      for (const [key, message] of Object.entries(e))
        if (key !== field && !key.startsWith(`${field}.`)) next[key] = message;
      return next;
    });
    setFormError('');
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setFormError('');
  };

  const submit = () => {
    const patch = changedPatch(saved, draft);
    if (Object.keys(patch).length === 0) return;
    const problems = validatePatch(patch);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError('Please fix the fields marked below. Nothing was saved.');
      return;
    }
    const locked = lockedIn(data, patch);
    if (locked[0]) {
      onUpsell(locked[0].feature);
      return;
    }
    save.mutate(patch, {
      onSuccess: (next) => {
        setDraft(draftOf(next, block));
        setErrors({});
        setFormError('');
        showSuccessToast(`${block.title} saved`);
      },
      onError: (error) => {
        if (isHttpError(error) && error.code === 'PLAN_REQUIRED' && feature) onUpsell(feature);
        if (isHttpError(error) && error.fields) setErrors(error.fields);
        setFormError(errorToastMessage(error));
        showErrorToast(error);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} id={`block-${block.id}`}>
      <Card>
        <BlockStack gap="400">
          <BlockStack gap="100">
            <InlineStack align="space-between" blockAlign="center" gap="200">
              <InlineStack gap="200" blockAlign="center">
                <Text as="h3" variant="headingMd" id={headingId}>
                  {block.title}
                </Text>
                {block.required_plan && (
                  <Badge tone={block.locked ? 'attention' : 'success'}>
                    {`${PLAN_LABEL[block.required_plan]}${block.locked ? ' plan' : ''}`}
                  </Badge>
                )}
              </InlineStack>
              {lockedFeature && (
                <Button variant="plain" onClick={() => onUpsell(lockedFeature)}>
                  {`See the ${PLAN_LABEL[block.required_plan ?? 'grow']} plan`}
                </Button>
              )}
            </InlineStack>
            <Text as="p" tone="subdued">
              {block.help}
            </Text>
          </BlockStack>
          {formError && (
            <Banner tone="critical" onDismiss={() => setFormError('')}>
              {formError}
            </Banner>
          )}
          {block.fields.length > 0 && (
            <BlockFields
              fields={block.fields}
              draft={draft}
              set={set}
              errors={errors}
              lockedFeature={lockedFeature}
              onLocked={onUpsell}
            />
          )}
          {block.rules && <RulesSummary path={block.rules} />}
          {block.fields.length > 0 && (
            <BlockSaveBar
              label={block.title}
              dirty={dirty}
              saving={save.isPending}
              onSave={submit}
              onDiscard={discard}
            />
          )}
        </BlockStack>
      </Card>
    </section>
  );
}
