import { shopWebhook } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { stores } from '../../../db/schema';
import { ignored, processed, type TopicHandler } from '../topic-handler';

/** shop/update: the store's name, currency, country and time zone follow the shop's settings. */
export const shopUpdate: TopicHandler<z.output<typeof shopWebhook>> = {
  payload: shopWebhook,
  async run({ deps, store }, shop) {
    const patch = {
      ...(shop.name && { name: shop.name }),
      ...(shop.currency && { currency: shop.currency }),
      ...(shop.country_code && { country: shop.country_code }),
      ...(shop.iana_timezone && { timezone: shop.iana_timezone }),
    };
    if (Object.keys(patch).length === 0) return ignored('Nothing we keep changed');
    await deps.db
      .update(stores)
      .set({ ...patch, updatedAt: deps.clock() })
      .where(eq(stores.id, store.id));
    return processed(`Store updated: ${Object.keys(patch).join(', ')}`);
  },
};
