import { approveMethodFor } from '@roundtrip/core';
import { defaultParcelGrams } from '@roundtrip/core/couriers';
import { BlockStack } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useBookableCouriers } from '../../couriers/use-bookable-couriers';
import { useRateQuotes } from '../../couriers/use-rate-quotes';
import { ActionModal, type ActionModalProps, useActionSubmit } from './action-modal';
import {
  type ApproveChoice,
  ApproveFields,
  approveChoiceFor,
  approveMethodBody,
  ParcelWeightField,
  parcelWeightOf,
} from './approve-fields';
import { RateQuotesCard } from './rate-quotes-card';

export function ApproveModal(props: ActionModalProps) {
  const { busy, errors, setErrors, submit } = useActionSubmit(props);
  const couriers = useBookableCouriers();
  const shopperMethod = props.request.method;
  const [choice, setChoice] = useState<ApproveChoice>(() => approveChoiceFor(shopperMethod));
  // Items carry no weight yet: the dialog starts from core's default per unit requested.
  const [weight, setWeight] = useState(() =>
    String(defaultParcelGrams(props.request.items.reduce((s, i) => s + i.counters.requested, 0))),
  );
  // Rate shopping: every connected courier is quoted for the parcel; the store's rule picks one, which
  // the dialog selects until the merchant chooses another courier.
  const checkedWeight = parcelWeightOf(weight);
  const rates = useRateQuotes(
    props.request.id,
    choice.method === 'courier' && checkedWeight.ok ? checkedWeight.grams : null,
  );
  const [picked, setPicked] = useState(false);
  const chosen = rates.data?.chosen;
  useEffect(() => {
    if (chosen && !picked) setChoice((c) => ({ ...c, courier: chosen.courier }));
  }, [chosen, picked]);
  const onAction = () => {
    const method = approveMethodBody(choice);
    if (!method) return setErrors({ courier: 'Please choose a courier' });
    if (approveMethodFor(shopperMethod) !== choice.method && !method.note)
      return setErrors({ note: 'Please tell the shopper why the method changed' });
    let parcel = {};
    if (method.method === 'courier') {
      const checked = parcelWeightOf(weight);
      if (!checked.ok) return setErrors({ weight_grams: checked.message });
      const quote = rates.data?.quotes.find((q) => q.courier === method.courier);
      if (quote) {
        const { courier_name: _name, ...kept } = quote;
        parcel = { weight_grams: checked.grams, quote: kept };
      } else parcel = { weight_grams: checked.grams };
    }
    void submit('approve', { ...method, ...parcel }, { success: `Request ${props.request.name} approved` });
  };
  return (
    <ActionModal
      title={`Approve ${props.request.name}`}
      action="Approve"
      busy={busy}
      onAction={onAction}
      onClose={props.onClose}
    >
      <BlockStack gap="300">
        <ApproveFields
          value={choice}
          onChange={(v) => {
            if (v.courier !== choice.courier) setPicked(true);
            setChoice(v);
            setErrors({});
          }}
          couriers={couriers}
          error={errors.courier}
          shopperMethod={shopperMethod}
          noteError={errors.note}
        />
        {choice.method === 'courier' ? (
          <ParcelWeightField
            value={weight}
            onChange={(w) => {
              setWeight(w);
              setErrors({});
            }}
            helpText="Sent to the courier with the label; defaults to 500 g a unit."
            error={errors.weight_grams}
          />
        ) : null}
        {choice.method === 'courier' ? (
          <RateQuotesCard quotes={rates.data} loading={rates.isFetching} selected={choice.courier} />
        ) : null}
      </BlockStack>
    </ActionModal>
  );
}
