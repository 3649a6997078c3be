import type { RequestDetailResponse } from '@roundtrip/core';
import type { ActionModalProps } from './action-modal';
import { ApproveModal } from './approve-modal';
import { ConfirmModal, type ConfirmSpec } from './confirm-modal';
import { InTransitModal } from './in-transit-modal';
import { InspectModal } from './inspect-modal';
import { ReceiveModal } from './receive-modal';
import { RefundModal } from './refund-modal';
import { RejectModal } from './reject-modal';

export type PageAction = RequestDetailResponse['allowed_actions'][number];

export const ACTION_LABELS: Record<PageAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel request',
  mark_in_transit: 'Mark in transit',
  receive: 'Mark received',
  inspect: 'Inspect',
  refund: 'Refund',
  exchange: 'Send exchange order',
  archive: 'Archive',
  unarchive: 'Unarchive',
  release_fulfillment: 'Release fulfillment',
  retry: 'Retry failed steps',
  enable: 'Enable again',
  resend: 'Resend update to customer',
};

/** The next step of the lifecycle is the page's primary button; the other allowed actions follow. */
const PRIMARY_ORDER: PageAction[] = [
  'approve',
  'receive',
  'inspect',
  'refund',
  'exchange',
  'release_fulfillment',
  'mark_in_transit',
  'enable',
  'unarchive',
  'archive',
];

export function splitActions(allowed: PageAction[]): { primary: PageAction | null; secondary: PageAction[] } {
  const primary = PRIMARY_ORDER.find((a) => allowed.includes(a)) ?? null;
  const secondary = allowed.filter((a) => a !== primary && a !== 'retry');
  return { primary, secondary };
}

const CONFIRMS: Partial<Record<PageAction, (r: RequestDetailResponse) => ConfirmSpec>> = {
  cancel: (r) => ({
    path: 'cancel',
    title: `Cancel ${r.name}?`,
    action: 'Cancel request',
    message: 'The request is closed without a refund and the return is cancelled on the store.',
    success: `Request ${r.name} cancelled`,
    destructive: true,
  }),
  exchange: (r) => ({
    path: 'exchange',
    title: `Send the exchange order for ${r.name}?`,
    action: 'Send exchange order',
    message: 'The new order is created on the store (or released if it was held) and the request is closed.',
    success: 'Exchange order sent',
  }),
  archive: (r) => ({
    path: 'archive',
    title: `Archive ${r.name}?`,
    action: 'Archive',
    message: 'Archived requests leave the active lists; you can unarchive them from the Archived tab.',
    success: `Request ${r.name} archived`,
  }),
  unarchive: (r) => ({
    path: 'unarchive',
    title: `Unarchive ${r.name}?`,
    action: 'Unarchive',
    message: 'The request goes back to the status it had before it was archived.',
    success: `Request ${r.name} unarchived`,
  }),
  release_fulfillment: (r) => ({
    path: 'release-fulfillment',
    title: 'Release the exchange order?',
    action: 'Release fulfillment',
    message: 'The held exchange order can then be shipped to the shopper.',
    success: `Exchange order of ${r.name} released`,
  }),
  enable: (r) => ({
    path: 'enable',
    title: `Enable ${r.name} again?`,
    action: 'Enable again',
    message: 'The request goes back to Requested so it can be approved; the shopper sees it reopened.',
    success: `Request ${r.name} enabled again`,
  }),
  resend: (r) => {
    const latest = r.notifications.at(-1);
    const to = r.customer.email || latest?.recipient || 'the customer';
    return {
      path: 'resend',
      title: 'Resend the latest update to the customer?',
      action: 'Resend',
      message: latest
        ? `“${latest.subject}” is emailed again to ${to}.`
        : `The latest update is emailed again to ${to}.`,
      success: `Update resent to ${to}`,
    };
  },
  retry: (r) => ({
    path: 'retry',
    title: 'Retry the failed steps?',
    action: 'Retry',
    message: 'Each failed step runs again with the same idempotency key, so nothing is done twice.',
    success: `Retrying the failed steps of ${r.name}`,
  }),
};

/** The dialog of one action; every action asks before it changes anything. */
export function ActionDialog({ action, ...props }: ActionModalProps & { action: PageAction }) {
  switch (action) {
    case 'approve':
      return <ApproveModal {...props} />;
    case 'reject':
      return <RejectModal {...props} />;
    case 'mark_in_transit':
      return <InTransitModal {...props} />;
    case 'receive':
      return <ReceiveModal {...props} />;
    case 'inspect':
      return <InspectModal {...props} />;
    case 'refund':
      return <RefundModal {...props} />;
    default: {
      const spec = CONFIRMS[action];
      return spec ? <ConfirmModal spec={spec(props.request)} {...props} /> : null;
    }
  }
}
