import { orderPaidWebhook } from '@roundtrip/core';
import { toMinor } from '@roundtrip/core/money';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payments } from '../../../db/schema';
import { PAYMENT_ATTRIBUTE } from '../../../platform/shopify/payment-invoice';
import { settlePayment } from '../../payments/settle-payment';
import { ignored, processed, type TopicHandler } from '../topic-handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * orders/paid: the shopper paid our draft order's invoice at Shopify's checkout, so the price difference
 * is settled like a provider's confirmed payment (the held exchange order released). Every other paid
 * order of the shop is ignored. The webhook is signed, so its amount is Shopify's word.
 */
export const ordersPaid: TopicHandler<z.output<typeof orderPaidWebhook>> = {
  payload: orderPaidWebhook,
  async run({ deps, store }, order) {
    const paymentId = order.note_attributes?.find((a) => a.name === PAYMENT_ATTRIBUTE)?.value;
    if (typeof paymentId !== 'string' || !UUID.test(paymentId))
      return ignored('Not a Roundtrip price-difference invoice');
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.storeId, store.id),
          eq(payments.id, paymentId),
          eq(payments.provider, 'shopify_checkout'),
        ),
      );
    const paid = order.total_price_set?.shop_money;
    if (!payment || !paid) return ignored('No price-difference payment of this store matches');
    await settlePayment(deps, store.id, payment, {
      providerPaymentId: order.id,
      amountMinor: toMinor(paid.amount, paid.currency_code),
      currency: paid.currency_code,
    });
    return processed(`Price difference ${payment.id} paid with order ${order.id}`);
  },
};
