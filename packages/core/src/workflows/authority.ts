import { beyondAuthority } from '../permissions/delegation';
import type { Permission, PermissionHolder } from '../permissions/permissions';
import type { AutomationSettings } from './automation';
import type { WorkflowAction, WorkflowActionType } from './definition';

/**
 * The permission each workflow action needs: the one its merchant route declares, so a workflow can do
 * no more than its author could do by hand (docs/workflows.md, "Whose authority a workflow uses").
 */
export const WORKFLOW_ACTION_PERMISSIONS: Readonly<Record<WorkflowActionType, Permission>> = {
  approve: 'request.approve',
  reject: 'request.reject',
  choose_courier: 'request.approve',
  receive: 'request.receive',
  refund: 'request.refund',
  add_tag: 'request.edit',
  archive: 'request.archive',
  notify: 'request.comment',
  release_hold: 'request.exchange',
  send_webhook: 'setting.webhook.edit',
};

/** The permissions among a workflow's actions that `author` does not hold (saving it is refused). */
export const workflowActionsBeyond = (
  author: PermissionHolder | null | undefined,
  actions: readonly Pick<WorkflowAction, 'type'>[],
): Permission[] =>
  beyondAuthority(
    author,
    actions.map((a) => WORKFLOW_ACTION_PERMISSIONS[a.type]),
  );

/**
 * Why a run may not take `action` now, or null: the author removed from the team, or no longer holding
 * the action's permission. Checked before every action of every run; the action is then never taken.
 */
export function workflowActionRefusal(
  author: PermissionHolder | null | undefined,
  action: Pick<WorkflowAction, 'type'>,
): string | null {
  if (!author) return 'its author is no longer on the team';
  const [missing] = workflowActionsBeyond(author, [action]);
  return missing ? `its author no longer holds the "${missing}" permission` : null;
}

/** The permission each automation setting acts with when switched on (the store's automation runs them). */
const AUTOMATION_SETTING_PERMISSIONS: Partial<Record<keyof AutomationSettings, Permission>> = {
  auto_receive_requests: 'request.receive',
  auto_receive_after_days: 'request.receive',
  auto_archive_days: 'request.archive',
  auto_refund_additional_payments: 'request.refund',
  mark_cod_refunded: 'request.refund',
  update_inventory: 'request.inspect',
};

/**
 * The permissions an editor lacks for the automation settings they switch on or change to a value
 * (switching one off is always allowed): the same ceiling as a workflow's actions.
 */
export const automationSettingsBeyond = (
  editor: PermissionHolder,
  changed: Partial<AutomationSettings>,
): Permission[] =>
  beyondAuthority(
    editor,
    Object.entries(changed).flatMap(([key, value]) => {
      const needed = AUTOMATION_SETTING_PERMISSIONS[key as keyof AutomationSettings];
      return needed && value !== false && value !== null && value !== undefined ? [needed] : [];
    }),
  );
