import { CONDITION_TYPES, type ConditionType } from '@roundtrip/core';
import {
  BlockStack,
  Box,
  Button,
  ChoiceList,
  InlineGrid,
  InlineStack,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { DeleteIcon, PlusIcon } from '@shopify/polaris-icons';
import type { ReactNode } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { errorAt, type FieldMessages } from '../../lib/field-errors';
import { CatalogueField } from '../policies/fields/catalogue-field';
import { ListField } from '../policies/fields/list-field';
import { usePolicies } from '../policies/use-policies';
import { useReasons } from '../reasons/use-reasons';
import { CONDITION_LABELS, type ConditionDraft, emptyCondition, type RuleDraft } from './rule-form';

type Props = {
  draft: Pick<RuleDraft, 'match' | 'conditions'>;
  onChange: (next: Pick<RuleDraft, 'match' | 'conditions'>) => void;
  errors: FieldMessages;
};

const TYPE_OPTIONS = CONDITION_TYPES.map((t) => ({ label: CONDITION_LABELS[t], value: t }));
const OPERATORS = [
  { label: 'is any of', value: 'in' },
  { label: 'is none of', value: 'not_in' },
];

/**
 * Conditions of a rule: product, collection, tag, price range, reason, country, market, customer tag,
 * order age.
 */
export function ConditionsBuilder({ draft, onChange, errors }: Props) {
  const setAt = (index: number, condition: ConditionDraft) =>
    onChange({ ...draft, conditions: draft.conditions.map((c, i) => (i === index ? condition : c)) });
  return (
    <BlockStack gap="300">
      <InlineStack gap="300" blockAlign="center">
        <Text as="h3" variant="headingSm">
          Conditions
        </Text>
        {draft.conditions.length > 1 && (
          <Select
            label="Match"
            labelInline
            options={[
              { label: 'all conditions', value: 'all' },
              { label: 'any condition', value: 'any' },
            ]}
            value={draft.match}
            onChange={(v) => onChange({ ...draft, match: v as RuleDraft['match'] })}
          />
        )}
      </InlineStack>
      {draft.conditions.length === 0 && (
        <Text as="p" tone="subdued">
          No conditions: the rule applies to every item.
        </Text>
      )}
      {draft.conditions.map((condition, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; position is their identity
          key={index}
          padding="300"
          borderWidth="025"
          borderColor="border"
          borderRadius="200"
        >
          <section aria-label={`Condition ${index + 1}`}>
            <BlockStack gap="200">
              <InlineStack align="space-between" blockAlign="end" gap="200">
                <Box minWidth="200px">
                  <Select
                    label={`Condition ${index + 1}`}
                    options={TYPE_OPTIONS}
                    value={condition.type}
                    onChange={(t) => setAt(index, emptyCondition(t as ConditionType))}
                  />
                </Box>
                <Button
                  icon={DeleteIcon}
                  tone="critical"
                  variant="tertiary"
                  accessibilityLabel={`Remove condition ${index + 1}`}
                  onClick={() =>
                    onChange({ ...draft, conditions: draft.conditions.filter((_, i) => i !== index) })
                  }
                />
              </InlineStack>
              <ConditionValues
                condition={condition}
                onChange={(c) => setAt(index, c)}
                errors={errors}
                path={`conditions.${index}`}
              />
            </BlockStack>
          </section>
        </Box>
      ))}
      <InlineStack>
        <Button
          icon={PlusIcon}
          onClick={() => onChange({ ...draft, conditions: [...draft.conditions, emptyCondition('product')] })}
          disabled={draft.conditions.length >= 20}
        >
          Add condition
        </Button>
      </InlineStack>
    </BlockStack>
  );
}

function ConditionValues({
  condition,
  onChange,
  errors,
  path,
}: {
  condition: ConditionDraft;
  onChange: (c: ConditionDraft) => void;
  errors: FieldMessages;
  path: string;
}) {
  const reasons = useReasons();
  if (condition.type === 'price_range') {
    return (
      <InlineGrid columns={2} gap="200">
        <TextField
          label="Minimum price"
          autoComplete="off"
          value={condition.min}
          onChange={(min) => onChange({ ...condition, min })}
          error={fieldAlert(errorAt(errors, `${path}.min`))}
        />
        <TextField
          label="Maximum price"
          autoComplete="off"
          value={condition.max}
          onChange={(max) => onChange({ ...condition, max })}
          error={fieldAlert(errorAt(errors, `${path}.max`))}
        />
      </InlineGrid>
    );
  }
  if (condition.type === 'order_age') {
    return (
      <InlineGrid columns={2} gap="200">
        <TextField
          label="At least (days since the order)"
          type="number"
          autoComplete="off"
          value={condition.min_days}
          onChange={(min_days) => onChange({ ...condition, min_days })}
          error={fieldAlert(errorAt(errors, `${path}.min_days`))}
        />
        <TextField
          label="At most (days since the order)"
          type="number"
          autoComplete="off"
          value={condition.max_days}
          onChange={(max_days) => onChange({ ...condition, max_days })}
          error={fieldAlert(errorAt(errors, `${path}.max_days`))}
        />
      </InlineGrid>
    );
  }
  const error = errorAt(errors, `${path}.values`) ?? errorAt(errors, path);
  const setValues = (values: string[]) => onChange({ ...condition, values });
  let input: ReactNode;
  if (condition.type === 'product' || condition.type === 'collection') {
    input = (
      <CatalogueField
        kind={condition.type}
        label={condition.type === 'product' ? 'Products' : 'Collections'}
        values={condition.values}
        onChange={setValues}
        error={error}
      />
    );
  } else if (condition.type === 'reason') {
    input = (
      <ChoiceList
        allowMultiple
        title="Reasons"
        choices={(reasons.data?.docs ?? []).map((r) => ({ label: r.name, value: r.id }))}
        selected={condition.values}
        onChange={setValues}
        error={error}
      />
    );
  } else if (condition.type === 'market') {
    input = <MarketChoices values={condition.values} onChange={setValues} error={error} />;
  } else {
    const help: Record<string, string> = {
      variant: 'Variant ids, as in your Shopify admin.',
      country: '2-letter country codes, like IN or US.',
    };
    input = (
      <ListField
        label={CONDITION_LABELS[condition.type] + (condition.type === 'country' ? ' codes' : 's')}
        helpText={help[condition.type] ?? 'Press Enter after each value.'}
        values={condition.values}
        onChange={setValues}
        error={error}
      />
    );
  }
  return (
    <BlockStack gap="200">
      <Select
        label="Operator"
        labelHidden
        options={OPERATORS}
        value={condition.operator}
        onChange={(operator) => onChange({ ...condition, operator: operator as 'in' | 'not_in' })}
      />
      {input}
    </BlockStack>
  );
}

/** The store's markets (Policies, "Markets") to pick from; a saved name the store no longer has stays listed. */
function MarketChoices({
  values,
  onChange,
  error,
}: {
  values: string[];
  onChange: (values: string[]) => void;
  error: string | undefined;
}) {
  const policies = usePolicies();
  const names = (policies.data?.setting.markets ?? []).map((m) => m.name);
  const known = new Set(names.map((n) => n.toLowerCase()));
  const choices = [...names, ...values.filter((v) => !known.has(v.toLowerCase()))];
  const none = policies.data && names.length === 0;
  return (
    <ChoiceList
      allowMultiple
      title={none ? 'Markets: this store has none yet. Add them under Policies, "Markets".' : 'Markets'}
      choices={choices.map((name) => ({ label: name, value: name }))}
      selected={values}
      onChange={onChange}
      error={error}
    />
  );
}
