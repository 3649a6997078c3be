import { subscribedTopics } from './subscribed-topics';
import type { TopicHandler } from './topic-handler';
import { appSubscriptionsUpdate } from './topics/app-subscriptions-update';
import { appUninstalled } from './topics/app-uninstalled';
import { customersDataRequest } from './topics/customers-data-request';
import { customersRedact } from './topics/customers-redact';
import { fulfillmentHoldsAdded } from './topics/fulfillment-holds-added';
import { fulfillmentHoldsReleased } from './topics/fulfillment-holds-released';
import { fulfillmentsCreate } from './topics/fulfillments-create';
import { fulfillmentsUpdate } from './topics/fulfillments-update';
import { ordersCancelled } from './topics/orders-cancelled';
import { ordersPaid } from './topics/orders-paid';
import { ordersUpdated } from './topics/orders-updated';
import { refundsCreate } from './topics/refunds-create';
import { returnsApprove } from './topics/returns-approve';
import { returnsCancel } from './topics/returns-cancel';
import { returnsClose } from './topics/returns-close';
import { returnsDecline } from './topics/returns-decline';
import { returnsReopen } from './topics/returns-reopen';
import { returnsRequest } from './topics/returns-request';
import { shopRedact } from './topics/shop-redact';
import { shopUpdate } from './topics/shop-update';

/** Every handler we have, by topic; the method-style `run` lets each keep its own payload type. */
const HANDLERS: Readonly<Record<string, TopicHandler<unknown>>> = {
  'returns/request': returnsRequest,
  'returns/approve': returnsApprove,
  'returns/decline': returnsDecline,
  'returns/cancel': returnsCancel,
  'returns/close': returnsClose,
  'returns/reopen': returnsReopen,
  'refunds/create': refundsCreate,
  'orders/updated': ordersUpdated,
  'orders/cancelled': ordersCancelled,
  'orders/paid': ordersPaid,
  'fulfillments/create': fulfillmentsCreate,
  'fulfillments/update': fulfillmentsUpdate,
  'fulfillment_holds/added': fulfillmentHoldsAdded,
  'fulfillment_holds/released': fulfillmentHoldsReleased,
  'app/uninstalled': appUninstalled,
  'app_subscriptions/update': appSubscriptionsUpdate,
  'shop/update': shopUpdate,
  'customers/data_request': customersDataRequest,
  'customers/redact': customersRedact,
  'shop/redact': shopRedact,
};

/**
 * The handlers of the topics shopify.app.toml subscribes to. A subscribed topic without a handler is
 * a deploy mistake that would lose events: the server refuses to start.
 */
function registerTopics(): Readonly<Record<string, TopicHandler<unknown>>> {
  const registered: Record<string, TopicHandler<unknown>> = {};
  for (const topic of subscribedTopics()) {
    const handler = HANDLERS[topic];
    if (!handler) throw new Error(`shopify.app.toml subscribes to ${topic}, which has no handler`);
    registered[topic] = handler;
  }
  return registered;
}

export const TOPIC_HANDLERS = registerTopics();
