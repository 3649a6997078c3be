import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useShopifyPlatform } from '../../test/shopify-platform-setup';
import { dbKinds } from '../../test/test-db';

// Writes whose answer can be lost after Shopify applied them: each retry must find the first write.
describe.each(dbKinds)(
  'shopify adapter: price-difference invoices, gift cards, marking paid (%s)',
  (kind) => {
    const t = useShopifyPlatform(kind);
    const shop = () => t.fake.shop(t.shop);
    const mutations = () => shop().calls.map((c) => c.mutation);

    it('after a lost draftOrderCreate answer, finds the draft by its payment tag among more than 50 drafts', async () => {
      // Sixty earlier drafts of the same customer, older than ours: a first page of 50 would miss ours.
      for (let i = 0; i < 60; i++)
        shop().draftOrders.set(8_000_000 + i, {
          id: 8_000_000 + i,
          name: `#D${i + 1}`,
          status: 'OPEN',
          title: 'Earlier draft',
          amount: 10_000,
          currency: 'INR',
          customerId: t.order.customerId,
          customAttributes: [],
          tags: [],
          orderId: null,
          createdAt: '2026-10-01T00:00:00.000Z',
        });
      const paymentId = randomUUID();
      const input = {
        idempotencyKey: paymentId,
        paymentId,
        title: 'Price difference for R-1001',
        amount: '200.00',
        currency: 'INR',
        customerId: String(t.order.customerId),
      };
      t.fake.failNext({ kind: 'timeout-after-write', mutation: 'draftOrderCreate' });
      const invoice = await t.platform.createPaymentInvoice(t.store.id, input);
      const ours = [...shop().draftOrders.values()].filter((d) =>
        d.customAttributes.some((a) => a.key === 'roundtrip_payment' && a.value === paymentId),
      );
      expect(ours).toHaveLength(1);
      expect(ours[0]?.tags).toEqual(['roundtrip-price-difference', `rt-pay-${paymentId.replace(/-/g, '')}`]);
      expect(invoice).toMatchObject({
        id: String(ours[0]?.id),
        invoice_url: `https://${t.shop}/invoices/${ours[0]?.id}`,
      });
      expect(mutations()).toEqual(['draftOrderCreate']);
      expect(await t.platform.createPaymentInvoice(t.store.id, input)).toEqual(invoice);
    }, 15_000);

    it('after a lost giftCardCreate answer, finds the card by the code we chose and still knows that code', async () => {
      const input = {
        idempotencyKey: 'gc-lost',
        amount: '500.00',
        currency: 'INR',
        customerId: String(t.order.customerId),
        note: 'Return #1001-R1',
      };
      t.fake.failNext({ kind: 'timeout-after-write', mutation: 'giftCardCreate' });
      const card = await t.platform.issueGiftCard(t.store.id, input);
      const cards = [...shop().giftCards.values()];
      expect(cards).toHaveLength(1);
      expect(card).toMatchObject({ id: String(cards[0]?.id), code: cards[0]?.code });
      expect(card.code).toMatch(/^[A-Z2-9]{16}$/);
      expect(card.last_characters).toBe(card.code.slice(-4));
      expect(mutations()).toEqual(['giftCardCreate']);
      expect(await t.platform.issueGiftCard(t.store.id, input)).toMatchObject({
        id: card.id,
        code: card.code,
      });
      expect(shop().giftCards.size).toBe(1);
    }, 15_000);

    it('marks an exchange order owing the paid difference as paid (orderMarkAsPaid), once', async () => {
      const large = t.product.variants[1];
      const { order } = await t.platform.createExchangeOrder(t.store.id, {
        idempotencyKey: 'ex-dearer',
        originalOrderId: String(t.order.id),
        lineItems: [{ variantId: String(large?.id), quantity: 1 }],
        returnedValue: '1000.00',
      });
      expect(order.financial_status).toBe('pending');
      // The order owes 200.00; 150.00 paid is not enough to mark it paid: the merchant is told why.
      await expect(
        t.platform.markOrderPaid(t.store.id, {
          idempotencyKey: 'paid-short',
          orderId: order.id,
          amount: '150.00',
          currency: 'INR',
        }),
      ).rejects.toMatchObject({
        reason: 'invalid_state',
        message: expect.stringContaining('owes 200.00 INR'),
      });
      const input = { idempotencyKey: 'paid-1', orderId: order.id, amount: '200.00', currency: 'INR' };
      t.fake.failNext({ kind: 'timeout-after-write', mutation: 'orderMarkAsPaid' });
      const paid = await t.platform.markOrderPaid(t.store.id, input);
      expect(paid.financial_status).toBe('paid');
      const stored = shop().orders.get(Number(order.id));
      expect(stored?.transactions).toMatchObject([{ kind: 'SALE', gateway: 'manual', amount: 20_000 }]);
      // Another key (a repeated webhook's job) finds nothing owed and sends nothing.
      await t.platform.markOrderPaid(t.store.id, { ...input, idempotencyKey: 'paid-2' });
      expect(mutations().filter((m) => m === 'orderMarkAsPaid')).toHaveLength(1);
    }, 15_000);
  },
);
