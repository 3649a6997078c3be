import type { PolicyBlockView, PolicySettingsResponse } from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { useEffect, useMemo, useState } from 'react';
import type { FieldMessages } from '../../lib/field-errors';
import { errorToastMessage, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { type BlockDraft, changedPatch, draftOf, isDirty, lockedIn, validatePatch } from './policy-form';
import { useSavePolicies } from './use-policies';

const allFields = (blocks: PolicyBlockView[]) => ({ fields: blocks.flatMap((b) => b.fields) });

/**
 * The whole page as one form: every block edits the same draft and the one save bar sends only the
 * fields that changed, so an untouched block is never resent (or re-gated).
 */
export function usePolicyDraft(data: PolicySettingsResponse, onUpsell: (feature: Feature) => void) {
  const saved = useMemo(() => draftOf(data, allFields(data.blocks)), [data]);
  const [draft, setDraft] = useState<BlockDraft>(saved);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState('');
  const save = useSavePolicies();
  useEffect(() => setDraft(saved), [saved]);

  const set = (field: string, value: unknown) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      const next: FieldMessages = {};
      for (const [key, message] of Object.entries(e))
        if (key !== field && !key.startsWith(`${field}.`)) next[key] = message;
      return next;
    });
    setFormError('');
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setFormError('');
  };

  const submit = () => {
    const patch = changedPatch(saved, draft);
    if (Object.keys(patch).length === 0) return;
    const problems = validatePatch(patch);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError('Please fix the fields marked below. Nothing was saved.');
      return;
    }
    const locked = lockedIn(data, patch);
    if (locked[0]) {
      onUpsell(locked[0].feature);
      return;
    }
    save.mutate(patch, {
      onSuccess: () => {
        setErrors({});
        setFormError('');
        showSuccessToast('Settings saved');
      },
      onError: (error) => {
        if (isHttpError(error) && error.fields) setErrors(error.fields);
        setFormError(errorToastMessage(error));
        showErrorToast(error);
      },
    });
  };

  return {
    draft,
    set,
    errors,
    formError,
    dirty: isDirty(saved, draft),
    /** The unsaved changes, as the save bar would send them (the policy preview replays them). */
    changes: changedPatch(saved, draft),
    saving: save.isPending,
    submit,
    discard,
  };
}
