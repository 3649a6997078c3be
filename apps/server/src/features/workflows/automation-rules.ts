import type { AutomationRules } from '@roundtrip/core';
import {
  ACTION_LABELS,
  CONDITION_LABELS,
  TRIGGER_LABELS,
  WORKFLOW_ACTIONS,
  WORKFLOW_TRIGGERS,
} from '@roundtrip/core/workflows';

/** What the builder offers: every trigger and action (the contract keeps `supported` for the page). */
export const automationRules = (): AutomationRules => ({
  triggers: WORKFLOW_TRIGGERS.map((value) => ({ value, label: TRIGGER_LABELS[value], supported: true })),
  conditions: Object.entries(CONDITION_LABELS).map(([value, label]) => ({ value, label })),
  actions: WORKFLOW_ACTIONS.map((value) => ({
    value,
    label: ACTION_LABELS[value],
    supported: true,
  })),
});
