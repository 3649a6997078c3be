import { type AnyRule, RULE_TYPES, type RuleType } from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { Banner, BlockStack, Card, Layout, Page, SkeletonBodyText, Tabs, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDelete } from '../../components/confirm-delete';
import { errorToastMessage, isHttpError } from '../../lib/http';
import { reorderedIds } from '../../lib/reordered-ids';
import { dispatch } from '../../lib/store';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { lockedBy, usePermission } from '../permission-texts';
import { UpsellModal } from '../policies/upsell-modal';
import { ReturnFeeCheck } from './return-fee-check';
import { RULE_TYPE_LABELS } from './rule-labels';
import { RuleRow } from './rule-row';
import { useConditionNames, useRuleMutations, useRules } from './use-rules';

const GATES: Partial<Record<RuleType, (rule: AnyRule) => Feature | null>> = {
  upsell: () => 'upsell_booster',
  exchange: (rule) =>
    rule.type === 'exchange' && rule.outcome.exchange_with === 'other_products'
      ? 'exchange_with_other_products'
      : null,
};

export default function RulesPage() {
  useDocumentTitle('Rules');
  const [params, setParams] = useSearchParams();
  const type = RULE_TYPES.includes(params.get('type') as RuleType)
    ? (params.get('type') as RuleType)
    : 'exchange';
  const selected = RULE_TYPES.indexOf(type);
  const labels = RULE_TYPE_LABELS[type];
  const tabs = RULE_TYPES.map((t) => ({ id: `rules-${t}`, content: RULE_TYPE_LABELS[t].plural }));
  const edit = usePermission('setting.rules.edit');
  const create = `Create ${labels.singular.toLowerCase()}`;

  return (
    <Page
      title="Rules"
      subtitle="Each rule is a set of conditions and an outcome. Rules higher in the list win."
      backAction={{ content: 'Policies', url: '/admin/settings/policies' }}
      primaryAction={{
        content: create,
        url: `/admin/settings/rules/${type}/new`,
        ...lockedBy(create, edit.hint),
      }}
    >
      <Tabs
        tabs={tabs}
        selected={selected}
        onSelect={(i) => setParams({ type: RULE_TYPES[i] ?? 'exchange' })}
      />
      <Layout>
        <Layout.Section>
          <RuleList key={type} type={type} />
        </Layout.Section>
        {type === 'return_fee' && (
          <Layout.Section>
            <ReturnFeeCheck />
          </Layout.Section>
        )}
      </Layout>
    </Page>
  );
}

function RuleList({ type }: { type: RuleType }) {
  const labels = RULE_TYPE_LABELS[type];
  const { data, error, isLoading } = useRules(type);
  const { toggle, remove, reorder } = useRuleMutations(type);
  const [deleting, setDeleting] = useState<AnyRule | null>(null);
  const [upsell, setUpsell] = useState<Feature | null>(null);
  const rules = data?.docs ?? [];
  const nameOf = useConditionNames(rules);
  const edit = usePermission('setting.rules.edit');

  const onToggle = (rule: AnyRule) => {
    toggle.mutate(
      { id: rule.id, active: !rule.active },
      {
        onSuccess: (r) =>
          dispatch({
            type: 'showToast',
            payload: { message: `${r.name} turned ${r.active ? 'on' : 'off'}` },
          }),
        onError: (err) => {
          const gate = GATES[type]?.(rule);
          if (isHttpError(err) && err.code === 'PLAN_REQUIRED' && gate) setUpsell(gate);
          showErrorToast(err);
        },
      },
    );
  };
  const onMove = (rule: AnyRule, by: -1 | 1) => {
    const ids = reorderedIds(
      rules.map((r) => r.id),
      rule.id,
      by,
    );
    reorder.mutate(ids, { onError: showErrorToast });
  };
  const onDelete = () => {
    if (!deleting) return;
    const rule = deleting;
    remove.mutate(rule.id, {
      onSuccess: () => {
        setDeleting(null);
        showSuccessToast(`${rule.name} deleted`);
      },
      onError: (err) => {
        setDeleting(null);
        showErrorToast(err);
      },
    });
  };

  return (
    <Card padding="0">
      <BlockStack>
        <div style={{ padding: 'var(--p-space-400)' }}>
          <Text as="p" tone="subdued">
            {labels.help}
          </Text>
        </div>
        {error ? (
          <Banner tone="critical" title={`${labels.plural} could not be loaded`}>
            {errorToastMessage(error)}
          </Banner>
        ) : isLoading ? (
          <div style={{ padding: 'var(--p-space-400)' }}>
            <SkeletonBodyText lines={4} />
          </div>
        ) : rules.length === 0 ? (
          <div style={{ padding: 'var(--p-space-400)' }}>
            <Text as="p">{`No ${labels.plural.toLowerCase()} yet. Create one to get started.`}</Text>
          </div>
        ) : (
          <ol aria-label={labels.plural} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {rules.map((rule, index) => (
              <RuleRow
                key={rule.id}
                rule={rule}
                index={index}
                count={rules.length}
                busy={toggle.isPending || reorder.isPending}
                hint={edit.hint}
                onToggle={() => onToggle(rule)}
                onMove={(by) => onMove(rule, by)}
                onDelete={() => setDeleting(rule)}
                nameOf={nameOf}
              />
            ))}
          </ol>
        )}
      </BlockStack>
      <ConfirmDelete
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'rule'}?`}
        message="The rule stops applying at once. This cannot be undone."
        deleting={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      />
      <UpsellModal feature={upsell} onClose={() => setUpsell(null)} />
    </Card>
  );
}
