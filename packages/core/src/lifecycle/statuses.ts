import type { Permission } from '../permissions/permissions';

/** Request statuses (DESIGN.md "The request lifecycle"); "needs attention" is a flag, not a status. */
export const REQUEST_STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'delivered',
  'received',
  'inspected',
  'refunded',
  'exchanged',
  'rejected',
  'cancelled',
  'archived',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A cancellation takes back items that have not shipped (docs/lifecycle.md "Cancellations"): nothing
 * travels, so it goes from requested straight to refunded once the platform cancelled and refunded them.
 */
export const REQUEST_KINDS = ['return', 'exchange', 'cancellation'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** The admin's list of each kind of request (`/admin/returns`, ...). */
export const ADMIN_LIST_SEGMENTS: Readonly<Record<RequestKind, string>> = {
  return: 'returns',
  exchange: 'exchanges',
  cancellation: 'cancellations',
};
/** The kinds a shopper plans through the return and exchange pages (a cancellation has its own). */
export const PLANNED_KINDS = ['return', 'exchange'] as const;
export type PlannedKind = (typeof PLANNED_KINDS)[number];

export const REQUEST_ACTIONS = [
  'approve',
  'reject',
  'cancel',
  'mark_in_transit',
  'receive',
  'inspect',
  'refund',
  'exchange',
  'archive',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/**
 * Moves that reopen what the merchant closed: enable puts a rejected or cancelled request back in
 * review, unarchive brings an archived one back. They are not work left, so they stay out of
 * REQUEST_ACTIONS (and out of ACTIVE_STATUSES' "work left" rule).
 */
export const REOPEN_ACTIONS = ['enable', 'unarchive'] as const;
export type ReopenAction = (typeof REOPEN_ACTIONS)[number];

/** Every move of the lifecycle: the work, then the reopening moves. */
export const LIFECYCLE_ACTIONS = [...REQUEST_ACTIONS, ...REOPEN_ACTIONS] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

export function isReopenAction(action: LifecycleAction): action is ReopenAction {
  return (REOPEN_ACTIONS as readonly LifecycleAction[]).includes(action);
}

/** Statuses that still need merchant work: the list filter `status=active` (the list's default). */
export const ACTIVE_STATUSES: readonly RequestStatus[] = [
  'requested',
  'approved',
  'in_transit',
  'delivered',
  'received',
  'inspected',
];
/**
 * Approved, on its way back or delivered by the carrier: the merchant waits to receive it (the list
 * filter `to_receive`). The carrier's delivered scan is not a receipt: nobody has counted the items yet.
 */
export const AWAITING_RECEIPT_STATUSES: readonly RequestStatus[] = ['approved', 'in_transit', 'delivered'];
/** Statuses where the request is settled; only archiving is left. */
export const CLOSED_STATUSES: readonly RequestStatus[] = ['refunded', 'exchanged', 'rejected', 'cancelled'];

export function isActiveStatus(status: RequestStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** Who may perform each action (staff need the permission; admins hold all). */
export const ACTION_PERMISSIONS: Readonly<Record<LifecycleAction, Permission>> = {
  approve: 'request.approve',
  reject: 'request.reject',
  cancel: 'request.edit',
  mark_in_transit: 'request.edit',
  receive: 'request.receive',
  inspect: 'request.inspect',
  refund: 'request.refund',
  exchange: 'request.exchange',
  archive: 'request.archive',
  // Enabling again is approving the request for review; unarchiving undoes archiving.
  enable: 'request.approve',
  unarchive: 'request.archive',
};

export function actionPermission(action: LifecycleAction): Permission {
  return ACTION_PERMISSIONS[action];
}

/** Shopify ReturnStatus each of our statuses corresponds to, where they meet. */
export const PLATFORM_RETURN_STATUS: Readonly<
  Record<RequestStatus, 'REQUESTED' | 'OPEN' | 'DECLINED' | 'CLOSED' | 'CANCELED' | null>
> = {
  requested: 'REQUESTED',
  approved: 'OPEN',
  in_transit: 'OPEN',
  delivered: 'OPEN',
  received: 'OPEN',
  inspected: 'CLOSED',
  refunded: 'CLOSED',
  exchanged: 'CLOSED',
  rejected: 'DECLINED',
  cancelled: 'CANCELED',
  archived: null,
};
