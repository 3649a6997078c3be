import { addMessages } from './i18n';

/** Request kinds and statuses: the order list and details pages. */
export const enStatus = {
  kind: {
    return: 'Return',
    exchange: 'Exchange',
    cancellation: 'Cancellation',
  },
  status: {
    requested: 'Requested',
    approved: 'Approved',
    in_transit: 'On its way back',
    delivered: 'Delivered to the store',
    received: 'Received',
    inspected: 'Checked',
    refund_pending: 'Refund on its way',
    refund_failed: 'Refund delayed',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
    rejected: 'Declined',
    cancelled: 'Cancelled',
    archived: 'Closed',
  },
};

addMessages(enStatus, () => import('./hi-status'));
