import { unitsToReceive } from '@roundtrip/core/lifecycle';
import { BlockStack, FormLayout, Text } from '@shopify/polaris';
import { useState } from 'react';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';
import { QuantityField } from './quantity-field';

/** Units that arrived per item; units the carrier lost can be marked missing now. */
export function ReceiveModal(props: ActionModalProps) {
  const { busy, errors, submit } = useActionSubmit(props);
  const open = props.request.items.map((i) => ({ item: i, max: unitsToReceive(i.counters) }));
  const [values, setValues] = useState(() =>
    Object.fromEntries(open.map(({ item, max }) => [item.id, { quantity: max, missing: 0 }])),
  );
  const onAction = () => {
    const items = open
      .map(({ item }) => ({ item_id: item.id, ...(values[item.id] ?? { quantity: 0, missing: 0 }) }))
      .filter((i) => i.quantity + i.missing > 0);
    void submit('receive', { items }, { success: `Request ${props.request.name} marked received` });
  };
  return (
    <ActionModal
      title="Mark received"
      action="Mark received"
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <BlockStack gap="400">
        {errors.items ? (
          <Text as="p" tone="critical">
            {errors.items}
          </Text>
        ) : null}
        {open.map(({ item, max }) => {
          const v = values[item.id] ?? { quantity: 0, missing: 0 };
          const set = (patch: Partial<typeof v>) =>
            setValues((s) => ({ ...s, [item.id]: { ...v, ...patch } }));
          return (
            <section key={item.id} aria-label={item.title}>
              <BlockStack gap="200">
                <Text as="h3" variant="headingSm">
                  {`${item.title}${item.variant_title ? ` · ${item.variant_title}` : ''}`}
                </Text>
                <FormLayout.Group condensed>
                  <QuantityField
                    label="Received"
                    value={v.quantity}
                    max={max - v.missing}
                    onChange={(quantity) => set({ quantity })}
                    helpText={`${max} expected`}
                  />
                  <QuantityField
                    label="Missing"
                    value={v.missing}
                    max={max - v.quantity}
                    onChange={(missing) => set({ missing })}
                  />
                </FormLayout.Group>
              </BlockStack>
            </section>
          );
        })}
      </BlockStack>
    </ActionModal>
  );
}
