import {
  type Courier,
  type RiskLevel,
  type RuleConditionInput,
  type WorkflowBody,
  type WorkflowView,
  workflowBody,
} from '@roundtrip/core';
import type { WorkflowAction, WorkflowActionType, WorkflowTrigger } from '@roundtrip/core/workflows';
import { type FieldMessages, fieldErrorsOf } from '../../lib/field-errors';
import type { ConditionDraft } from '../rules/rule-form';

/** An action as the builder holds it: its type and the one field it may need, as text. */
export type ActionDraft = { type: WorkflowActionType; value: string };

/** The builder's state: item conditions as the rules editor holds them, request conditions as text. */
export type WorkflowDraft = {
  name: string;
  active: boolean;
  trigger: WorkflowTrigger;
  triggerDays: string;
  match: 'all' | 'any';
  conditions: ConditionDraft[];
  refundMode: string;
  valueMax: string;
  earlierMax: string;
  /** Risk score at least (docs/lists-and-risk.md). */
  riskMin: string;
  riskLevel: '' | RiskLevel;
  actions: ActionDraft[];
};

export const emptyWorkflow = (): WorkflowDraft => ({
  name: '',
  active: true,
  trigger: 'request_created',
  triggerDays: '',
  match: 'all',
  conditions: [],
  refundMode: '',
  valueMax: '',
  earlierMax: '',
  riskMin: '',
  riskLevel: '',
  actions: [],
});

/** The field each action needs, if any: its label in the builder. */
export const ACTION_FIELD: Partial<Record<WorkflowActionType, string>> = {
  reject: 'Message to the shopper',
  notify: 'Message to the shopper',
  add_tag: 'Tag',
  refund: 'Refund mode',
};

function actionOf(a: ActionDraft): WorkflowAction | { type: WorkflowActionType } {
  switch (a.type) {
    case 'reject':
    case 'notify':
      return { type: a.type, message: a.value };
    case 'add_tag':
      return { type: a.type, tag: a.value };
    case 'refund':
      return { type: a.type, mode: (a.value || 'store_credit') as 'store_credit' };
    case 'send_webhook':
      return { type: a.type, endpoint_id: a.value };
    case 'choose_courier':
      // Unchecked here: the body's schema answers "Choose a courier" for a blank or unknown one.
      return { type: a.type, courier: a.value as Courier };
    default:
      return { type: a.type };
  }
}

const numberOrText = (v: string): number | string | null =>
  v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim();

/** The body of POST and PUT; the dry run sends its match and conditions. */
export function bodyOf(d: WorkflowDraft): WorkflowBody {
  const items = d.conditions.map((c): RuleConditionInput => {
    if (c.type === 'price_range')
      return { type: c.type, min: c.min.trim() || null, max: c.max.trim() || null };
    if (c.type === 'order_age')
      return {
        type: c.type,
        min_days: numberOrText(c.min_days) as number | null,
        max_days: numberOrText(c.max_days) as number | null,
      };
    return { type: c.type, operator: c.operator, values: c.values } as RuleConditionInput;
  });
  const request = [
    ...(d.refundMode ? [{ type: 'refund_mode' as const, values: [d.refundMode as 'store_credit'] }] : []),
    ...(d.valueMax.trim() ? [{ type: 'request_value' as const, max: d.valueMax.trim() }] : []),
    ...(d.earlierMax.trim()
      ? [{ type: 'earlier_returns' as const, max: numberOrText(d.earlierMax) as number }]
      : []),
    ...(d.riskMin.trim() ? [{ type: 'risk_score' as const, min: numberOrText(d.riskMin) as number }] : []),
    ...(d.riskLevel ? [{ type: 'risk_level' as const, values: [d.riskLevel] }] : []),
  ];
  return {
    name: d.name,
    active: d.active,
    trigger: d.trigger,
    trigger_days: d.trigger === 'no_change' ? (numberOrText(d.triggerDays) as number | null) : null,
    match: d.match,
    conditions: [...items, ...request],
    actions: d.actions.map(actionOf) as WorkflowAction[],
  };
}

/** The contract applied before sending: the messages the server would give. */
export function validateWorkflow(d: WorkflowDraft): FieldMessages {
  const parsed = workflowBody.safeParse(bodyOf(d));
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

/** A saved workflow back into the builder. */
export function draftOfWorkflow(w: WorkflowView): WorkflowDraft {
  const d = emptyWorkflow();
  for (const c of w.conditions) {
    if (c.type === 'refund_mode') d.refundMode = c.values[0] ?? '';
    else if (c.type === 'request_value') d.valueMax = c.max ?? '';
    else if (c.type === 'earlier_returns') d.earlierMax = c.max === null ? '' : String(c.max);
    else if (c.type === 'risk_score') d.riskMin = c.min === null ? '' : String(c.min);
    else if (c.type === 'risk_level') d.riskLevel = c.values[0] ?? '';
    else if (c.type === 'price_range')
      d.conditions.push({ type: c.type, min: c.min ?? '', max: c.max ?? '' });
    else if (c.type === 'order_age')
      d.conditions.push({
        type: c.type,
        min_days: c.min_days === null ? '' : String(c.min_days),
        max_days: c.max_days === null ? '' : String(c.max_days),
      });
    else d.conditions.push({ type: c.type, operator: c.operator, values: [...c.values] });
  }
  return {
    ...d,
    name: w.name,
    active: w.active,
    trigger: w.trigger,
    triggerDays: w.trigger_days === null ? '' : String(w.trigger_days),
    match: w.match,
    actions: w.actions.map((a) => ({
      type: a.type,
      value:
        'message' in a
          ? a.message
          : 'tag' in a
            ? a.tag
            : 'mode' in a
              ? a.mode
              : 'courier' in a
                ? a.courier
                : 'endpoint_id' in a
                  ? a.endpoint_id
                  : '',
    })),
  };
}
