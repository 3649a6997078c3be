import type { RequestDetailResponse } from '@roundtrip/core';
import { Modal } from '@shopify/polaris';
import { type ReactNode, useState } from 'react';
import { newIdempotencyKey } from '../use-requests';
import type { RunAction, RunOptions } from './use-run-action';

export type ActionModalProps = { request: RequestDetailResponse; run: RunAction; onClose: () => void };

/**
 * The frame every action dialog shares: one idempotency key per opening (a double click or a retry
 * after a timeout changes the request once), a busy primary button, and field errors from the server.
 */
export function useActionSubmit({ run, onClose }: Pick<ActionModalProps, 'run' | 'onClose'>) {
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (path: string, body: Record<string, unknown>, options?: RunOptions) => {
    setBusy(true);
    const res = await run(path, { ...body, idempotency_key: key }, options);
    setBusy(false);
    // A conflict means the request moved on: the dialog's choices no longer apply, the page shows why.
    if (res.ok || res.conflict || !res.fields) onClose();
    else setErrors(res.fields);
  };
  return { busy, errors, setErrors, submit };
}

export function ActionModal({
  title,
  action,
  busy,
  onAction,
  onClose,
  destructive,
  children,
}: {
  title: string;
  action: string;
  busy: boolean;
  onAction: () => void;
  onClose: () => void;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      primaryAction={{ content: action, onAction, loading: busy, destructive }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>{children}</Modal.Section>
    </Modal>
  );
}
