import { REFUND_MODES, type RefundMode } from '../pricing/refund-types';

/** A form is complete when no value is empty, null or undefined. */
export function isFormComplete(values: Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (!values) return false;
  return missingFields(values).length === 0;
}

/** Names of the fields that make a form incomplete, for highlighting. */
export function missingFields(values: Readonly<Record<string, unknown>> | null | undefined): string[] {
  if (!values) return [];
  return Object.entries(values)
    .filter(([, v]) => v === '' || v === null || v === undefined)
    .map(([k]) => k);
}

/** The return items: what the refund-mode checks read. */
export type RefundModeItem = { isChecked?: boolean | null; requested_refund_mode?: string | null };

function checked(items: readonly RefundModeItem[] | null | undefined): RefundModeItem[] {
  return (items ?? []).filter((i) => i.isChecked === true);
}

/**
 * All checked items must be bank_transfer (the bank-details form is then shown).
 * With nothing checked there is nothing to pay by bank transfer, so the answer is false.
 */
export function isBankTransferOnly(items: readonly RefundModeItem[] | null | undefined): boolean {
  const list = checked(items);
  return list.length > 0 && list.every((i) => i.requested_refund_mode === 'bank_transfer');
}

/** Whether any checked item has a refund mode outside the allowed list. */
export function hasModeOutside(
  items: readonly RefundModeItem[] | null | undefined,
  allowed: readonly string[] = REFUND_MODES,
): boolean {
  return checked(items).some((i) => !allowed.includes(i.requested_refund_mode ?? ''));
}

export function isRefundMode(value: unknown): value is RefundMode {
  return typeof value === 'string' && (REFUND_MODES as readonly string[]).includes(value);
}

export const RAZORPAY_STEP = 'razorpay';

function isIndia(country: string | null | undefined): boolean {
  const c = (country ?? '').trim().toLowerCase();
  return c === 'in' || c === 'india';
}

/** Outside India the Razorpay step is ignored (not shown, not required for completion). */
export function applicableSteps<T extends string | { key: string }>(
  steps: readonly T[],
  country: string | null | undefined,
): T[] {
  if (isIndia(country)) return [...steps];
  return steps.filter((s) => (typeof s === 'string' ? s : s.key).toLowerCase() !== RAZORPAY_STEP);
}

/** All applicable steps done: the setup checklist is complete for this store's country. */
export function areStepsComplete(
  steps: readonly { key: string; done: boolean }[],
  country: string | null | undefined,
): boolean {
  return applicableSteps(steps, country).every((s) => s.done);
}
