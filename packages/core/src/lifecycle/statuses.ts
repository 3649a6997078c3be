import type { Permission } from '../permissions/permissions';

/** Request statuses (DESIGN.md "The request lifecycle"); "needs attention" is a flag, not a status. */
export const REQUEST_STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'received',
  'inspected',
  'refunded',
  'exchanged',
  'rejected',
  'cancelled',
  'archived',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KINDS = ['return', 'exchange'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

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

/** Statuses that still need merchant work: the list filter `status=active` (spec 2 default). */
export const ACTIVE_STATUSES: readonly RequestStatus[] = [
  'requested',
  'approved',
  'in_transit',
  'received',
  'inspected',
];
/** Statuses where the request is settled; only archiving is left. */
export const CLOSED_STATUSES: readonly RequestStatus[] = ['refunded', 'exchanged', 'rejected', 'cancelled'];

export function isActiveStatus(status: RequestStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** Who may perform each action (staff need the permission; admins hold all). */
export const ACTION_PERMISSIONS: Readonly<Record<RequestAction, Permission>> = {
  approve: 'request.approve',
  reject: 'request.reject',
  cancel: 'request.edit',
  mark_in_transit: 'request.edit',
  receive: 'request.receive',
  inspect: 'request.inspect',
  refund: 'request.refund',
  exchange: 'request.exchange',
  archive: 'request.archive',
};

export function actionPermission(action: RequestAction): Permission {
  return ACTION_PERMISSIONS[action];
}

/** Shopify ReturnStatus each of our statuses corresponds to, where they meet. */
export const PLATFORM_RETURN_STATUS: Readonly<
  Record<RequestStatus, 'REQUESTED' | 'OPEN' | 'DECLINED' | 'CLOSED' | 'CANCELED' | null>
> = {
  requested: 'REQUESTED',
  approved: 'OPEN',
  in_transit: 'OPEN',
  received: 'OPEN',
  inspected: 'CLOSED',
  refunded: 'CLOSED',
  exchanged: 'CLOSED',
  rejected: 'DECLINED',
  cancelled: 'CANCELED',
  archived: null,
};
