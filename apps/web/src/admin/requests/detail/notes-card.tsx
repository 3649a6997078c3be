import type { RequestDetailResponse } from '@roundtrip/core';
import { BlockStack, Card, InlineStack, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { PermissionButton } from '../../permission-button';
import { usePermission } from '../../permission-texts';
import type { RunAction } from '../actions/use-run-action';

/** Internal notes: never shown to the shopper. */
export function NotesCard({ request, run }: { request: RequestDetailResponse; run: RunAction }) {
  const [notes, setNotes] = useState(request.notes);
  const [busy, setBusy] = useState(false);
  const may = usePermission('request.edit');
  // New data from the server (another merchant saved) replaces the text unless it is being edited.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!dirty) setNotes(request.notes);
  }, [request.notes, dirty]);
  const save = async () => {
    setBusy(true);
    const res = await run('notes', { notes }, { method: 'put', success: 'Notes saved' });
    setBusy(false);
    if (res.ok) setDirty(false);
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Internal notes
        </Text>
        <TextField
          label="Internal notes"
          labelHidden
          multiline={4}
          maxLength={5000}
          autoComplete="off"
          value={notes}
          onChange={(v) => {
            setNotes(v);
            setDirty(true);
          }}
          helpText="Only your team sees these."
        />
        <InlineStack align="end">
          <PermissionButton hint={may.hint} onClick={save} loading={busy} disabled={!dirty}>
            Save notes
          </PermissionButton>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
