import { customersRedactWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { storageFor } from '../../../providers/storage/storage-for';
import { redactCustomer } from '../../privacy/redact-customer';
import { processed, type TopicHandler } from '../topic-handler';

/** customers/redact: the customer's personal data is erased (docs/shopify.md "Privacy"). */
export const customersRedact: TopicHandler<z.output<typeof customersRedactWebhook>> = {
  payload: customersRedactWebhook,
  async run({ deps, store }, p) {
    const done = await redactCustomer(deps, storageFor(deps.config), store.id, {
      customerId: p.customer.id ?? null,
      email: p.customer.email ?? null,
      phone: p.customer.phone ?? null,
      orderIds: p.orders_to_redact,
    });
    return processed(`Erased from ${done.requests} request(s) and ${done.photos} photo(s)`);
  },
};
