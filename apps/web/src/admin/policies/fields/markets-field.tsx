import { type Market, REFUND_MODE_LABELS, REFUND_MODES, type RefundMode } from '@roundtrip/core';
import {
  BlockStack,
  Box,
  Button,
  Checkbox,
  FormLayout,
  InlineStack,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { fieldAlert } from '../../../components/field-alert';
import { errorAt, type FieldMessages } from '../../../lib/field-errors';
import { splitList } from '../policy-form';

/** A market as the form holds it: numbers and the fee as typed until the contract checks them. */
type MarketDraft = Omit<Market, 'overrides'> & { overrides: Record<string, unknown> };

type Props = { value: MarketDraft[]; onChange: (value: MarketDraft[]) => void; errors: FieldMessages };

const EMPTY: MarketDraft = { name: '', countries: [], overrides: {} };

/** A typed override: empty means "the store's", a whole number is sent as one, anything else as typed. */
function typed(text: string, numeric: boolean): unknown {
  const v = text.trim();
  if (v === '') return undefined;
  return numeric && /^\d+$/.test(v) ? Number(v) : v;
}

/** The "Markets" section: each market's name, countries and the terms that differ from the store's. */
export function MarketsField({ value, onChange, errors }: Props) {
  const put = (i: number, market: MarketDraft) => onChange(value.map((m, j) => (j === i ? market : m)));
  return (
    <BlockStack gap="400">
      {value.length === 0 && (
        <Text as="p" tone="subdued">
          No markets: every order follows the settings above.
        </Text>
      )}
      {value.map((market, i) => (
        <MarketCard
          // Markets have no id of their own; the position is theirs while the page is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          index={i}
          market={market}
          errors={errors}
          onChange={(m) => put(i, m)}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      <InlineStack>
        <Button onClick={() => onChange([...value, EMPTY])}>Add market</Button>
      </InlineStack>
    </BlockStack>
  );
}

type CardProps = {
  index: number;
  market: MarketDraft;
  errors: FieldMessages;
  onChange: (m: MarketDraft) => void;
  onRemove: () => void;
};

function MarketCard({ index, market, errors, onChange, onRemove }: CardProps) {
  const o = market.overrides;
  const path = `markets.${index}`;
  const [countries, setCountries] = useState(market.countries.join(', '));
  const finalSale = o.final_sale as { product_tags?: string[]; collection_ids?: string[] } | undefined;
  const [tags, setTags] = useState((finalSale?.product_tags ?? []).join(', '));
  const modes = (o.refund_modes as RefundMode[] | undefined) ?? [];
  const override = (key: string, v: unknown) => {
    const next = { ...o };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange({ ...market, overrides: next });
  };
  const text = (key: string) => (o[key] === undefined || o[key] === null ? '' : String(o[key]));
  const title = market.name.trim() || `Market ${index + 1}`;

  return (
    <Box padding="400" borderWidth="025" borderColor="border" borderRadius="200">
      <fieldset aria-label={title} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h4" variant="headingSm">
              {title}
            </Text>
            <Button variant="plain" tone="critical" onClick={onRemove} accessibilityLabel={`Remove ${title}`}>
              Remove
            </Button>
          </InlineStack>
          <FormLayout>
            <FormLayout.Group>
              <TextField
                label="Market name"
                autoComplete="off"
                value={market.name}
                onChange={(name) => onChange({ ...market, name })}
                error={fieldAlert(errorAt(errors, `${path}.name`))}
              />
              <TextField
                label="Countries"
                autoComplete="off"
                placeholder="DE, FR, IT"
                helpText="2-letter codes, separated by commas. Orders shipped there follow this market."
                value={countries}
                onChange={(v) => {
                  setCountries(v);
                  onChange({ ...market, countries: splitList(v.toUpperCase()) });
                }}
                error={fieldAlert(errorAt(errors, `${path}.countries`))}
              />
            </FormLayout.Group>
            <FormLayout.Group>
              <TextField
                label="Return window"
                type="number"
                suffix="days"
                autoComplete="off"
                placeholder="Store's"
                value={text('return_window_days')}
                onChange={(v) => override('return_window_days', typed(v, true))}
                error={fieldAlert(errorAt(errors, `${path}.overrides.return_window_days`))}
              />
              <TextField
                label="Exchange window"
                type="number"
                suffix="days"
                autoComplete="off"
                placeholder="Store's"
                value={text('exchange_window_days')}
                onChange={(v) => override('exchange_window_days', typed(v, true))}
                error={fieldAlert(errorAt(errors, `${path}.overrides.exchange_window_days`))}
              />
              <TextField
                label="Return fee"
                autoComplete="off"
                placeholder="Store's"
                helpText="Leave empty for the store's fee; 0 for none."
                value={text('return_fee')}
                onChange={(v) => override('return_fee', typed(v, false))}
                error={fieldAlert(errorAt(errors, `${path}.overrides.return_fee`))}
              />
            </FormLayout.Group>
            <BlockStack gap="100">
              <Text as="p" variant="bodySm">
                Refund modes (none ticked: the store's)
              </Text>
              <InlineStack gap="300">
                {REFUND_MODES.map((mode) => (
                  <Checkbox
                    key={mode}
                    label={REFUND_MODE_LABELS[mode]}
                    checked={modes.includes(mode)}
                    onChange={(on) => {
                      const next = on ? [...modes, mode] : modes.filter((m) => m !== mode);
                      override('refund_modes', next.length ? next : undefined);
                    }}
                  />
                ))}
              </InlineStack>
            </BlockStack>
            <TextField
              label="Final-sale product tags"
              autoComplete="off"
              helpText="Items with one of these tags can't be returned or exchanged in this market."
              value={tags}
              onChange={(v) => {
                setTags(v);
                const list = splitList(v);
                // Collections saved through the API stay as they are.
                const collections = finalSale?.collection_ids ?? [];
                override(
                  'final_sale',
                  list.length || collections.length
                    ? { product_tags: list, collection_ids: collections }
                    : undefined,
                );
              }}
              error={fieldAlert(errorAt(errors, `${path}.overrides.final_sale`))}
            />
          </FormLayout>
        </BlockStack>
      </fieldset>
    </Box>
  );
}
