import type { AutomationRules } from '@roundtrip/core';
import {
  ACTION_LABELS,
  CONDITION_LABELS,
  TRIGGER_LABELS,
  UNSUPPORTED_ACTIONS,
  WORKFLOW_ACTIONS,
  WORKFLOW_TRIGGERS,
} from '@roundtrip/core/workflows';

/** What the builder offers; actions without their module yet are listed as not supported. */
export const automationRules = (): AutomationRules => ({
  triggers: WORKFLOW_TRIGGERS.map((value) => ({ value, label: TRIGGER_LABELS[value], supported: true })),
  conditions: Object.entries(CONDITION_LABELS).map(([value, label]) => ({ value, label })),
  actions: WORKFLOW_ACTIONS.map((value) => ({
    value,
    label: ACTION_LABELS[value],
    supported: !UNSUPPORTED_ACTIONS.includes(value),
  })),
});
