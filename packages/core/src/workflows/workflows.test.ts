import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/age';
import {
  autoArchiveDue,
  automationSettingsOf,
  autoReceiveDue,
  codRefundDue,
  effectiveAutomation,
  lockedAutomationChanges,
  noChangeDue,
  restockDisposition,
} from './automation';
import { workflowDefinitionSchema } from './definition';
import { type WorkflowFacts, workflowMatches } from './match';

const now = new Date('2026-11-01T10:00:00Z');
const SIZE = '7b0c7d56-34a3-4f6f-9d1e-2b7a0a1c2d3e';
const item = (price: string, reason = SIZE) => ({
  unit_price: price,
  reason_id: reason,
  currency: 'INR',
  now: now.getTime(),
});
const facts = (over: Partial<WorkflowFacts> = {}): WorkflowFacts => ({
  items: [item('999.00')],
  refund_mode: 'store_credit',
  value: '999.00',
  currency: 'INR',
  earlier_returns: 0,
  risk: { score: 45, level: 'medium' },
  ...over,
});

describe('workflow conditions', () => {
  const sizeUnder1000 = workflowDefinitionSchema.parse({
    name: 'Approve returns under ₹1,000 for reason Size',
    trigger: 'request_created',
    conditions: [
      { type: 'reason', values: [SIZE] },
      { type: 'price_range', max: '1000' },
    ],
    actions: [{ type: 'approve' }],
  });

  it('holds an item condition only when every item meets it', () => {
    expect(workflowMatches(sizeUnder1000, facts())).toBe(true);
    expect(workflowMatches(sizeUnder1000, facts({ items: [item('999.00'), item('1299.00')] }))).toBe(false);
    expect(workflowMatches(sizeUnder1000, facts({ items: [item('999.00', 'another')] }))).toBe(false);
    expect(workflowMatches(sizeUnder1000, facts({ items: [] }))).toBe(false);
  });

  it('checks the refund mode, the value and the earlier requests', () => {
    const w = (conditions: unknown[], match = 'all') =>
      workflowDefinitionSchema.parse({
        name: 'w',
        trigger: 'approved',
        match,
        conditions,
        actions: [{ type: 'archive' }],
      });
    expect(workflowMatches(w([{ type: 'refund_mode', values: ['store_credit'] }]), facts())).toBe(true);
    expect(
      workflowMatches(w([{ type: 'refund_mode', operator: 'not_in', values: ['store_credit'] }]), facts()),
    ).toBe(false);
    expect(workflowMatches(w([{ type: 'request_value', min: '1000' }]), facts())).toBe(false);
    expect(workflowMatches(w([{ type: 'earlier_returns', max: 2 }]), facts({ earlier_returns: 3 }))).toBe(
      false,
    );
    expect(
      workflowMatches(
        w(
          [
            { type: 'earlier_returns', max: 2 },
            { type: 'refund_mode', values: ['store_credit'] },
          ],
          'any',
        ),
        facts({ earlier_returns: 3 }),
      ),
    ).toBe(true);
  });
});

describe('risk conditions', () => {
  const w = (condition: unknown) =>
    workflowDefinitionSchema.parse({
      name: 'Hold risky returns',
      trigger: 'request_created',
      conditions: [condition],
      actions: [{ type: 'add_tag', tag: 'risky' }],
    });
  it.each<[string, unknown, Partial<WorkflowFacts>, boolean]>([
    ['score at the minimum', { type: 'risk_score', min: 45 }, {}, true],
    ['score under the minimum', { type: 'risk_score', min: 46 }, {}, false],
    ['score within a range', { type: 'risk_score', min: 30, max: 59 }, {}, true],
    ['level in the list', { type: 'risk_level', values: ['medium', 'high'] }, {}, true],
    ['level not in the list', { type: 'risk_level', values: ['high'] }, {}, false],
    ['level excluded', { type: 'risk_level', operator: 'not_in', values: ['high'] }, {}, true],
    ['no score: a score condition fails', { type: 'risk_score', max: 100 }, { risk: null }, false],
    [
      'no score: a not-in level fails too',
      { type: 'risk_level', operator: 'not_in', values: ['high'] },
      { risk: null },
      false,
    ],
  ])('%s', (_name, condition, over, matches) => {
    expect(workflowMatches(w(condition), facts(over))).toBe(matches);
  });

  it('refuses a score outside 0-100 and a range with neither end', () => {
    const parsed = (c: unknown) =>
      workflowDefinitionSchema.safeParse({
        name: 'w',
        trigger: 'approved',
        conditions: [c],
        actions: [{ type: 'archive' }],
      });
    expect(parsed({ type: 'risk_score', min: 101 }).success).toBe(false);
    expect(parsed({ type: 'risk_score' }).success).toBe(false);
    expect(parsed({ type: 'risk_level', values: ['extreme'] }).success).toBe(false);
  });
});

describe('automation settings', () => {
  const s = automationSettingsOf({
    auto_archive_days: 3,
    auto_receive_requests: true,
    auto_receive_after_days: 5,
    mark_cod_refunded: true,
  });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  it('archives a closed request once its closing is old enough', () => {
    expect(autoArchiveDue({ status: 'rejected', closedAt: ago(3), updatedAt: ago(1) }, s, now)).toBe(true);
    expect(autoArchiveDue({ status: 'rejected', closedAt: ago(2), updatedAt: ago(2) }, s, now)).toBe(false);
    expect(autoArchiveDue({ status: 'approved', closedAt: null, updatedAt: ago(9) }, s, now)).toBe(false);
    expect(
      autoArchiveDue(
        { status: 'rejected', closedAt: ago(9), updatedAt: ago(9) },
        automationSettingsOf({}),
        now,
      ),
    ).toBe(false);
  });

  it("receives on the carrier's delivered scan or after N days", () => {
    const approved = { status: 'approved' as const, closedAt: null, updatedAt: ago(1) };
    expect(autoReceiveDue({ ...approved, trackingStatus: 'delivered' }, s, now)).toBe(true);
    expect(autoReceiveDue({ ...approved, status: 'delivered', trackingStatus: null }, s, now)).toBe(true);
    expect(autoReceiveDue({ ...approved, trackingStatus: null }, s, now)).toBe(false);
    expect(autoReceiveDue({ ...approved, updatedAt: ago(5), trackingStatus: null }, s, now)).toBe(true);
  });

  it('marks received cash-on-delivery returns refunded, and finds quiet requests', () => {
    expect(codRefundDue({ status: 'received', kind: 'return', isCod: true }, s)).toBe(true);
    expect(codRefundDue({ status: 'received', kind: 'return', isCod: false }, s)).toBe(false);
    expect(noChangeDue({ status: 'requested', closedAt: null, updatedAt: ago(4) }, 4, now)).toBe(true);
    expect(noChangeDue({ status: 'refunded', closedAt: ago(4), updatedAt: ago(4) }, 4, now)).toBe(false);
  });

  it('restocks on the platform only while update inventory is on (the default)', () => {
    expect(restockDisposition(s)).toBe('RESTOCKED');
    expect(restockDisposition(automationSettingsOf({ update_inventory: false }))).toBe('NOT_RESTOCKED');
  });

  it('turns automations off on a plan without them, and refuses switching one on there', () => {
    const free = effectiveAutomation(s, 'FREE_ONBOARD');
    expect(free).toMatchObject({
      auto_archive_days: null,
      auto_receive_requests: false,
      auto_receive_after_days: null,
      mark_cod_refunded: false,
      update_inventory: true,
    });
    expect(effectiveAutomation(s, 'grow_monthly')).toEqual(s);
    expect(effectiveAutomation(s, 'SELF_HOSTED')).toEqual(s);
    expect(
      lockedAutomationChanges('FREE_ONBOARD', free, { auto_archive_days: 3, update_inventory: false }),
    ).toEqual(['auto_archive_days']);
    // Switching off, and resending what is stored, stay allowed on a downgraded store.
    expect(
      lockedAutomationChanges('FREE_ONBOARD', s, { auto_archive_days: 3, auto_receive_requests: false }),
    ).toEqual([]);
    expect(lockedAutomationChanges('grow_monthly', free, { auto_archive_days: 3 })).toEqual([]);
  });
});
