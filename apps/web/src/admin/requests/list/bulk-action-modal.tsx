import type { BulkActionBody, Courier } from '@roundtrip/core';
import { BlockStack, ChoiceList, Modal, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useBookableCouriers } from '../../couriers/use-bookable-couriers';
import {
  type ApproveChoice,
  ApproveFields,
  approveChoiceFor,
  approveMethodBody,
  CourierSelect,
  ParcelWeightField,
  parcelWeightOf,
} from '../actions/approve-fields';
import type { BulkAction } from './bulk-summary';

export type BulkRequest = { action: BulkAction; ids: string[] };
type Submit = (body: BulkActionBody) => void;

const TITLES: Record<BulkAction, string> = {
  approve: 'Approve',
  receive: 'Mark received',
  archive: 'Archive',
  add_tag: 'Add tag',
};

/** Confirms a bulk action and asks what it needs (return method for approve, the tag). */
export function BulkActionModal({
  request,
  busy,
  tags,
  onClose,
  onSubmit,
}: {
  request: BulkRequest | null;
  busy: boolean;
  tags: string[];
  onClose: () => void;
  onSubmit: Submit;
}) {
  const [choice, setChoice] = useState<ApproveChoice>(() => approveChoiceFor());
  // Approving many starts on what each shopper chose; one method for all is the exception.
  const [own, setOwn] = useState(true);
  const [courier, setCourier] = useState<Courier | ''>('');
  const [tag, setTag] = useState('');
  const [weight, setWeight] = useState('');
  const [error, setError] = useState('');
  const [weightError, setWeightError] = useState('');
  // Asked for only when approving: the list page keeps this dialog mounted.
  const couriers = useBookableCouriers(request?.action === 'approve');
  useEffect(() => {
    if (!request) return;
    setChoice(approveChoiceFor());
    setOwn(true);
    setCourier('');
    setTag('');
    setWeight('');
    setError('');
    setWeightError('');
  }, [request]);
  if (!request) return null;
  const n = request.ids.length;
  const count = n === 1 ? '1 selected request' : `${n} selected requests`;
  const usesCourier = own ? courier !== '' : choice.method === 'courier';

  const submit = () => {
    if (request.action === 'add_tag') {
      if (!tag.trim()) return setError('Please enter a tag');
      return onSubmit({ action: 'add_tag', ids: request.ids, tag: tag.trim() });
    }
    // The same weight check as single approve; left empty, each parcel gets its default (500 g a unit).
    let parcel = {};
    if (request.action === 'approve' && usesCourier && weight.trim()) {
      const checked = parcelWeightOf(weight);
      if (!checked.ok) return setWeightError(checked.message);
      parcel = { weight_grams: checked.grams };
    }
    if (request.action === 'approve' && own)
      return onSubmit({ action: 'approve', ids: request.ids, ...(courier ? { courier, ...parcel } : {}) });
    if (request.action === 'approve') {
      const method = approveMethodBody(choice);
      if (!method) return setError('Please choose a courier');
      return onSubmit({ action: 'approve', ids: request.ids, ...method, ...parcel });
    }
    onSubmit({ action: request.action, ids: request.ids });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`${TITLES[request.action]}: ${count}`}
      primaryAction={{ content: TITLES[request.action], onAction: submit, loading: busy }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        {request.action === 'approve' ? (
          <BlockStack gap="300">
            <ChoiceList
              title="How the items come back"
              choices={[
                { label: 'The method each shopper chose', value: 'own' },
                { label: 'One method for all selected requests', value: 'one' },
              ]}
              selected={[own ? 'own' : 'one']}
              onChange={([v]) => {
                setOwn(v !== 'one');
                setError('');
              }}
            />
            {own ? (
              <CourierSelect
                label="Courier for the pickups"
                couriers={couriers}
                helpText="Needed only for the requests whose shopper asked for a pickup."
                value={courier}
                onChange={setCourier}
              />
            ) : (
              <ApproveFields
                value={choice}
                onChange={setChoice}
                couriers={couriers}
                error={error || undefined}
              />
            )}
            {usesCourier ? (
              <ParcelWeightField
                value={weight}
                onChange={(w) => {
                  setWeight(w);
                  setWeightError('');
                }}
                helpText="Sent to the courier with each label; left empty, each parcel weighs 500 g a unit."
                error={weightError || undefined}
              />
            ) : null}
          </BlockStack>
        ) : request.action === 'add_tag' ? (
          <TextField
            label="Tag"
            autoComplete="off"
            value={tag}
            onChange={(v) => {
              setTag(v);
              setError('');
            }}
            error={error || undefined}
            helpText={tags.length ? `Tags in use: ${tags.slice(0, 12).join(', ')}` : undefined}
          />
        ) : (
          <Text as="p">
            Each request is handled on its own: those that cannot be{' '}
            {request.action === 'receive' ? 'marked received' : 'archived'} now are listed afterwards with the
            reason.
          </Text>
        )}
      </Modal.Section>
    </Modal>
  );
}
