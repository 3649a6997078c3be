import {
  type LockedChange,
  lockedChanges,
  type PolicySettingsResponse,
  policyUpdateBody,
} from '@roundtrip/core';
import { type FieldMessages, fieldErrorsOf } from '../../lib/field-errors';

/** A block's values as the form holds them: numbers being typed stay strings until saved. */
export type BlockDraft = Record<string, unknown>;

/** Settings typed into number fields; everything else keeps its stored type. */
const NUMBER_FIELDS = new Set([
  'return_window_days',
  'exchange_window_days',
  'do_not_carry_forward_discount_percentage',
  'store_credit_bonus_percent',
]);

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The portal settings live on the store row; the response keeps them apart from `setting`. */
function savedValue(data: PolicySettingsResponse, field: string): unknown {
  if (field === 'portal_handle') return data.portal.handle;
  if (field === 'brand_color') return data.portal.brand_color;
  if (field === 'language') return data.portal.language;
  return (data.setting as Record<string, unknown>)[field];
}

/** The saved values of a block's fields, ready to edit. */
export function draftOf(data: PolicySettingsResponse, block: { fields: readonly string[] }): BlockDraft {
  const out: BlockDraft = {};
  for (const field of block.fields) {
    const value = savedValue(data, field);
    out[field] = NUMBER_FIELDS.has(field) && typeof value === 'number' ? String(value) : value;
    if (field === 'return_fee') out[field] = value ?? '';
  }
  return out;
}

/**
 * What the save bar sends: typed numbers become numbers (anything else is sent as typed so the
 * contract answers with its message), an empty return fee means none, text is trimmed by the contract.
 */
export function patchOf(draft: BlockDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(draft)) {
    if (NUMBER_FIELDS.has(field) && typeof value === 'string') {
      out[field] = NUMERIC.test(value.trim()) ? Number(value.trim()) : value;
    } else if (field === 'return_fee') {
      const text = typeof value === 'string' ? value.trim() : value;
      out[field] = text === '' || text === null || text === undefined ? null : text;
    } else {
      out[field] = value;
    }
  }
  return out;
}

/** Changed since the last save (compared as they would be sent, so "30" and 30 are equal). */
export function isDirty(saved: BlockDraft, draft: BlockDraft): boolean {
  return JSON.stringify(patchOf(saved)) !== JSON.stringify(patchOf(draft));
}

/** Only the fields that changed: a save bar never resends (or re-gates) what it did not touch. */
export function changedPatch(saved: BlockDraft, draft: BlockDraft): Record<string, unknown> {
  const before = patchOf(saved);
  const after = patchOf(draft);
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[field])) out[field] = value;
  }
  return out;
}

/** The same contract the server applies, so most mistakes get their message without a round trip. */
export function validatePatch(patch: Record<string, unknown>): FieldMessages {
  const parsed = policyUpdateBody.safeParse(patch);
  if (parsed.success) return {};
  return fieldErrorsOf(parsed.error.issues);
}

/** Plan-gated settings this patch would switch on: the block shows its upsell modal instead. */
export function lockedIn(data: PolicySettingsResponse, patch: Record<string, unknown>): LockedChange[] {
  const current = { ...(data.setting as Record<string, unknown>), language: data.portal.language };
  return lockedChanges(data.plan.name, current, patch);
}

/** "a, b ,c" -> ['a', 'b', 'c']: tags and codes typed in one line, empties dropped, duplicates once. */
export function splitList(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Moves one entry up (-1) or down (+1); out-of-range moves return the list unchanged. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  [out[index], out[target]] = [out[target] as T, out[index] as T];
  return out;
}
