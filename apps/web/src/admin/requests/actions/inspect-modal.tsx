import { unitsToInspect, unitsToReceive } from '@roundtrip/core/lifecycle';
import { BlockStack, FormLayout, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useLocations } from '../use-requests';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';
import { QuantityField } from './quantity-field';

type Row = { restock: number; location_id: string; not_restock: number; missing: number };

/** Inspection per item: restock at a chosen location, do not restock, or missing (closes and restocks). */
export function InspectModal(props: ActionModalProps) {
  const { busy, errors, submit } = useActionSubmit(props);
  const locations = useLocations();
  const items = props.request.items.map((item) => ({
    item,
    toInspect: unitsToInspect(item.counters),
    notArrived: unitsToReceive(item.counters),
  }));
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      items.map(({ item, toInspect }) => [
        item.id,
        { restock: toInspect, location_id: '', not_restock: 0, missing: 0 },
      ]),
    ),
  );
  // Without a locations list (or with one location) the platform's default location is used.
  const locationOptions = [
    { label: 'Default location', value: '' },
    ...(locations.data?.docs ?? []).filter((l) => !l.is_default).map((l) => ({ label: l.name, value: l.id })),
  ];
  const defaultName = locations.data?.docs.find((l) => l.is_default)?.name;
  if (defaultName && locationOptions[0]) locationOptions[0].label = `${defaultName} (default)`;

  const onAction = () => {
    const body = items
      .map(({ item }) => {
        const r = rows[item.id] as Row;
        return {
          item_id: item.id,
          restock: r.restock,
          not_restock: r.not_restock,
          missing: r.missing,
          ...(r.restock > 0 && r.location_id ? { location_id: r.location_id } : {}),
        };
      })
      .filter((r) => r.restock + r.not_restock + r.missing > 0);
    void submit('inspect', { items: body }, { success: `Request ${props.request.name} inspected` });
  };
  return (
    <ActionModal
      title="Inspect items"
      action="Save inspection"
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
        {items.map(({ item, toInspect, notArrived }) => {
          const r = rows[item.id] as Row;
          const set = (patch: Partial<Row>) => setRows((s) => ({ ...s, [item.id]: { ...r, ...patch } }));
          return (
            <section key={item.id} aria-label={item.title}>
              <BlockStack gap="200">
                <Text as="h3" variant="headingSm">
                  {`${item.title}${item.variant_title ? ` · ${item.variant_title}` : ''}`}
                </Text>
                <Text
                  as="p"
                  tone="subdued"
                >{`${toInspect} received and not inspected · ${notArrived} not arrived`}</Text>
                <FormLayout.Group condensed>
                  <QuantityField
                    label="Restock"
                    value={r.restock}
                    max={toInspect - r.not_restock}
                    onChange={(restock) => set({ restock })}
                  />
                  <QuantityField
                    label="Do not restock"
                    value={r.not_restock}
                    max={toInspect - r.restock}
                    onChange={(not_restock) => set({ not_restock })}
                  />
                  <QuantityField
                    label="Missing"
                    value={r.missing}
                    max={notArrived}
                    onChange={(missing) => set({ missing })}
                  />
                </FormLayout.Group>
                {r.restock > 0 ? (
                  <Select
                    label="Restock at"
                    options={locationOptions}
                    value={r.location_id}
                    onChange={(location_id) => set({ location_id })}
                  />
                ) : null}
              </BlockStack>
            </section>
          );
        })}
      </BlockStack>
    </ActionModal>
  );
}
