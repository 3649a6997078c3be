import { z } from 'zod';
import {
  AWAITING_RECEIPT_STATUSES,
  CLOSED_STATUSES,
  type RequestKind,
  type RequestStatus,
} from '../lifecycle/statuses';
import { isFeatureUnlocked } from '../plans/features';
import { parsePolicySettings } from '../policy/settings';
import { DAY_MS } from '../time/age';

const days = z
  .number({ error: 'Enter a number of days' })
  .int('Enter whole days')
  .min(1, 'At least 1 day')
  .max(365, 'At most 365 days');

/**
 * The automation settings (docs/workflows.md), stored with the policy settings (they belong to this issue:
 * `AUTOMATION_KEYS`). `auto_receive_after_days` is ours alone: receive that many days after the
 * request last changed when no carrier scan came.
 */
export const automationSettingsSchema = z.object({
  auto_receive_requests: z.boolean(),
  auto_receive_after_days: days.nullable(),
  auto_archive_days: days.nullable(),
  auto_refund_additional_payments: z.boolean(),
  update_inventory: z.boolean(),
  mark_cod_refunded: z.boolean(),
  auto_expire_discount_codes: z.boolean(),
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

/** The one reader of the automation settings in a store's stored policy JSON. */
export function automationSettingsOf(rawPolicy: unknown): AutomationSettings {
  const policy = parsePolicySettings(rawPolicy);
  const extra = days
    .nullable()
    .safeParse((rawPolicy as { auto_receive_after_days?: unknown } | null)?.auto_receive_after_days);
  return {
    auto_receive_requests: policy.auto_receive_requests,
    auto_receive_after_days: extra.success ? extra.data : null,
    // 0 days was accepted by the policy page before this issue; it means "off" here.
    auto_archive_days: policy.auto_archive_days || null,
    auto_refund_additional_payments: policy.auto_refund_additional_payments,
    update_inventory: policy.update_inventory,
    mark_cod_refunded: policy.mark_cod_refunded,
    auto_expire_discount_codes: policy.auto_expire_discount_codes,
  };
}

/**
 * The settings that act on requests by themselves: the Grow plan's automations (docs/plans.md). Update
 * inventory is not one: it says how the merchant's own inspection restocks.
 */
const GATED: readonly (keyof AutomationSettings)[] = [
  'auto_receive_requests',
  'auto_receive_after_days',
  'auto_archive_days',
  'auto_refund_additional_payments',
  'mark_cod_refunded',
  'auto_expire_discount_codes',
];

/** A value that turns an automation on: a switch set, or a number of days. */
const isOn = (value: unknown) => value === true || typeof value === 'number';

/** The settings as they act: with a plan that lacks automations, every automation is off (data kept). */
export function effectiveAutomation(
  s: AutomationSettings,
  planName: string | null | undefined,
): AutomationSettings {
  if (isFeatureUnlocked(planName, 'automations')) return s;
  const off = Object.fromEntries(GATED.map((k) => [k, typeof s[k] === 'boolean' ? false : null]));
  return { ...s, ...off };
}

/**
 * The automations a change would switch on that the plan lacks. Switching off, and resending what is
 * stored, stay allowed, so a downgraded store can still turn its automations off.
 */
export function lockedAutomationChanges(
  planName: string | null | undefined,
  current: AutomationSettings,
  patch: Partial<AutomationSettings>,
): (keyof AutomationSettings)[] {
  if (isFeatureUnlocked(planName, 'automations')) return [];
  return GATED.filter((k) => k in patch && isOn(patch[k]) && patch[k] !== current[k]);
}

const elapsed = (since: Date, n: number, now: Date) => now.getTime() - since.getTime() >= n * DAY_MS;

type Timed = { status: RequestStatus; updatedAt: Date; closedAt: Date | null };

/** Auto-archive: a closed request whose closing is `auto_archive_days` old. */
export function autoArchiveDue(r: Timed, s: AutomationSettings, now: Date): boolean {
  if (s.auto_archive_days === null || !CLOSED_STATUSES.includes(r.status)) return false;
  return elapsed(r.closedAt ?? r.updatedAt, s.auto_archive_days, now);
}

/** Auto-receive: on the carrier's delivered scan, or `auto_receive_after_days` after the last change. */
export function autoReceiveDue(
  r: Timed & { trackingStatus: string | null },
  s: AutomationSettings,
  now: Date,
): boolean {
  if (!s.auto_receive_requests || !AWAITING_RECEIPT_STATUSES.includes(r.status)) return false;
  if (r.status === 'delivered' || r.trackingStatus === 'delivered') return true;
  return s.auto_receive_after_days !== null && elapsed(r.updatedAt, s.auto_receive_after_days, now);
}

/** Cash-on-delivery returns are refunded outside the platform: once received they are marked refunded. */
export function codRefundDue(
  r: { status: RequestStatus; kind: RequestKind; isCod: boolean },
  s: AutomationSettings,
): boolean {
  return (
    s.mark_cod_refunded && r.isCod && r.kind === 'return' && ['received', 'inspected'].includes(r.status)
  );
}

/**
 * Update inventory (on by default): a unit the merchant restocks at inspection goes back into the
 * platform's stock. Off, the store keeps stock elsewhere (a warehouse system): the platform return
 * records it as not restocked, so its inventory is never changed by us.
 */
export const restockDisposition = (s: AutomationSettings): 'RESTOCKED' | 'NOT_RESTOCKED' =>
  s.update_inventory ? 'RESTOCKED' : 'NOT_RESTOCKED';

/** The `no_change` trigger: the request is open and has not changed for `days` days. */
export function noChangeDue(r: Timed, days: number, now: Date): boolean {
  return !CLOSED_STATUSES.includes(r.status) && r.status !== 'archived' && elapsed(r.updatedAt, days, now);
}

/** The instant `days` days before `now`: what the periodic job asks the database for. */
export const daysBefore = (now: Date, n: number) => new Date(now.getTime() - n * DAY_MS);

/** How far back the job looks for request events a workflow has not seen yet. */
export const EVENT_LOOKBACK_DAYS = 7;
