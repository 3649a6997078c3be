import type { RequestKind } from '@roundtrip/core';
import { Button, InlineStack, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { errorToastMessage, isHttpError, successToastMessage } from '../../../lib/http';
import { dispatch } from '../../../lib/store';
import { fromFilterFields, type ListQuery, sameFilters, toFilterFields } from '../list-query';
import { useDeleteFilter, useSavedFilters, useSaveFilter } from '../use-requests';

type Props = { type: RequestKind; query: ListQuery; onApply: (q: ListQuery) => void };

const toast = (message: string, error = false) =>
  dispatch({ type: 'showToast', payload: { message, error } });

/** Saved filters (`return-exchange-filter/v1`): pick one, save the current filters, update or delete. */
export function SavedFiltersBar({ type, query, onApply }: Props) {
  const saved = useSavedFilters(type);
  const save = useSaveFilter(type);
  const remove = useDeleteFilter(type);
  const [modal, setModal] = useState<'new' | 'delete' | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  const docs = saved.data?.docs ?? [];
  const active = docs.find((f) => sameFilters(fromFilterFields(f.filters, query), query));
  const close = () => {
    setModal(null);
    setError('');
  };

  const submit = () => {
    save.mutate(
      { body: { name, type, filters: toFilterFields(query, type) } },
      {
        onSuccess: (f) => {
          toast(successToastMessage(`Filter "${f.name}" saved`));
          close();
        },
        onError: (e) => setError(isHttpError(e) && e.fields?.name ? e.fields.name : errorToastMessage(e)),
      },
    );
  };

  return (
    <InlineStack gap="200" blockAlign="end" wrap>
      <div style={{ minWidth: 220 }}>
        <Select
          label="Saved filters"
          labelInline
          options={[
            { label: saved.isPending ? 'Loading…' : 'None', value: '' },
            ...docs.map((f) => ({ label: f.name, value: f.id })),
          ]}
          value={active?.id ?? ''}
          onChange={(id) => {
            const f = docs.find((d) => d.id === id);
            if (f) onApply(fromFilterFields(f.filters, query));
          }}
        />
      </div>
      <Button
        onClick={() => {
          setName('');
          setModal('new');
        }}
      >
        Save filter
      </Button>
      {active ? (
        <Button tone="critical" variant="plain" onClick={() => setModal('delete')}>
          {`Delete "${active.name}"`}
        </Button>
      ) : null}
      <Modal
        open={modal === 'new'}
        onClose={close}
        title="Save this filter"
        primaryAction={{ content: 'Save', onAction: submit, loading: save.isPending }}
        secondaryActions={[{ content: 'Cancel', onAction: close }]}
      >
        <Modal.Section>
          <TextField
            label="Filter name"
            autoComplete="off"
            value={name}
            onChange={(v) => {
              setName(v);
              setError('');
            }}
            error={error || undefined}
            helpText="Saves the status, dates, search and filters shown now."
          />
        </Modal.Section>
      </Modal>
      <ConfirmDelete
        open={modal === 'delete' && Boolean(active)}
        title={`Delete "${active?.name ?? ''}"?`}
        message="The list stays as it is; only the saved filter goes."
        deleting={remove.isPending}
        onConfirm={() =>
          active &&
          remove.mutate(active.id, {
            onSuccess: () => {
              toast(successToastMessage('Filter deleted'));
              close();
            },
            onError: (e) => toast(errorToastMessage(e), true),
          })
        }
        onCancel={close}
      />
    </InlineStack>
  );
}
