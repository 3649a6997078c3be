import { customersDataRequestWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { storageFor } from '../../../providers/storage/storage-for';
import { exportCustomerData } from '../../privacy/export-customer-data';
import { processed, type TopicHandler } from '../topic-handler';

/** customers/data_request: the customer's data becomes an export the merchant downloads and sends on. */
export const customersDataRequest: TopicHandler<z.output<typeof customersDataRequestWebhook>> = {
  payload: customersDataRequestWebhook,
  async run({ deps, store, webhook }, p) {
    const made = await exportCustomerData(deps, storageFor(deps.config), store.id, {
      // Without Shopify's id, the webhook's event id still makes one export per request.
      dataRequestId: p.data_request?.id ?? webhook.eventId,
      customerId: p.customer.id ?? null,
      email: p.customer.email ?? null,
      phone: p.customer.phone ?? null,
      orderIds: p.orders_requested,
    });
    return processed(`Export ${made.id} with ${made.requests} request(s)`);
  },
};
