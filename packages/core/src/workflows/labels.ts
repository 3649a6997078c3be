import { COURIER_LABELS } from '../contracts/requests-list';
import { REFUND_MODE_LABELS } from '../pricing/refund-types';
import type { WorkflowAction, WorkflowActionType, WorkflowTrigger } from './definition';

export const TRIGGER_LABELS: Record<WorkflowTrigger, string> = {
  request_created: 'Request created',
  approved: 'Request approved',
  in_transit: 'Request in transit',
  delivered: 'Delivered by the carrier',
  received: 'Request received',
  inspected: 'Request inspected',
  refunded: 'Request refunded',
  exchange_order_created: 'Exchange order created',
  tag_added: 'Tag added',
  no_change: 'Days without change',
};

export const ACTION_LABELS: Record<WorkflowActionType, string> = {
  approve: 'Approve',
  reject: 'Reject with a message',
  choose_courier: 'Choose a courier',
  receive: 'Mark received',
  refund: 'Refund by a mode',
  add_tag: 'Add a tag',
  archive: 'Archive',
  notify: 'Notify the customer',
  release_hold: 'Release the exchange hold',
  send_webhook: 'Send a webhook',
};

export const CONDITION_LABELS: Record<string, string> = {
  reason: 'Reason',
  product: 'Product',
  variant: 'Variant',
  collection: 'Collection',
  product_tag: 'Product tag',
  order_tag: 'Order tag',
  customer_tag: 'Customer tag',
  country: 'Country',
  price_range: 'Item price',
  order_age: 'Order age (days)',
  refund_mode: 'Refund mode',
  request_value: 'Request value',
  earlier_returns: "Customer's earlier requests",
};

/** What the action did, as the request's timeline says it after the workflow's name. */
function didWhat(a: WorkflowAction): string {
  switch (a.type) {
    case 'approve':
      return 'approved this request';
    case 'reject':
      return 'rejected this request';
    case 'receive':
      return 'marked this request received';
    case 'refund':
      return `refunded this request by ${REFUND_MODE_LABELS[a.mode]}`;
    case 'add_tag':
      return `tagged this request ${a.tag}`;
    case 'archive':
      return 'archived this request';
    case 'notify':
      return 'notified the customer';
    case 'release_hold':
      return 'released the exchange hold';
    case 'send_webhook':
      return "sent this request's latest event to a webhook";
    case 'choose_courier':
      return `chose ${COURIER_LABELS[a.courier]} for the return label`;
  }
}

/** "Workflow 'Approve small size returns' approved this request" */
export const workflowLogLine = (name: string, action: WorkflowAction) =>
  `Workflow '${name}' ${didWhat(action)}`;
