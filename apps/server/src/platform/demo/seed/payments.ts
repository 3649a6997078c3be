import type { demoTransactions } from '../../../db/schema';
import type { IdSource, SeedRow } from './ids';
import type { Rng } from './prng';

export const COD_GATEWAY = 'Cash on Delivery (COD)';
type Method = 'cod' | 'razorpay' | 'shopify_payments' | 'cashfree' | 'shop_cash' | 'paypal' | 'split';
export type GatewayPlan = { method: Method; gateways: string[]; cod: boolean };

export function gatewayPlan(rng: Rng, currency: string, international: boolean): GatewayPlan {
  const method: Method = international
    ? rng.weighted<Method>([
        ['shopify_payments', 70],
        [currency === 'INR' ? 'razorpay' : 'paypal', 30],
      ])
    : currency === 'INR'
      ? rng.weighted<Method>([
          ['cod', 35],
          ['razorpay', 25],
          ['shopify_payments', 12],
          ['cashfree', 12],
          ['shop_cash', 6],
          ['split', 10],
        ])
      : rng.weighted<Method>([
          ['shopify_payments', 72],
          ['shop_cash', 10],
          ['paypal', 9],
          ['cod', 4],
          ['split', 5],
        ]);
  const gateways =
    method === 'cod'
      ? [COD_GATEWAY]
      : method === 'split'
        ? ['shop_cash', currency === 'INR' ? 'razorpay' : 'shopify_payments']
        : [method];
  return { method, gateways, cod: method === 'cod' };
}

type TxRow = SeedRow<typeof demoTransactions>;
export type PaymentResult = {
  transactions: TxRow[];
  financialStatus: string;
  /** The captured payment a later refund goes back to (the largest one); null when nothing was paid online. */
  refundable: { id: number; gateway: string; authorization: string | null; amountMinor: number } | null;
};

function authorizationFor(
  rng: Rng,
  gateway: string,
  orderId: number,
): { authorization: string; receipt: Record<string, unknown> } {
  switch (gateway) {
    case 'razorpay': {
      const id = `pay_${rng.hex(14)}`;
      return {
        authorization: id,
        receipt: { razorpay_payment_id: id, method: rng.pick(['upi', 'card', 'netbanking']) },
      };
    }
    case 'cashfree': {
      const id = String(rng.int(100_000_000, 999_999_999));
      return {
        authorization: id,
        // Cashfree names the order it took the payment for: its refunds are made on that order.
        receipt: {
          cf_payment_id: id,
          order_id: `shopify_${orderId}`,
          payment_group: rng.pick(['upi', 'credit_card']),
        },
      };
    }
    case 'shop_cash':
      return { authorization: `shopcash_${rng.hex(10)}`, receipt: {} };
    case 'paypal':
      return { authorization: rng.hex(17).toUpperCase(), receipt: { payer_status: 'verified' } };
    default: {
      const id = `ch_${rng.hex(24)}`;
      return { authorization: id, receipt: { id, object: 'charge', captured: true } };
    }
  }
}

/**
 * Transactions as the gateways leave them. COD: a pending sale until delivery, then the merchant marks it
 * paid (a successful sale with no authorization and an empty receipt). Shopify Payments authorizes, then
 * captures; the others sell in one step. A split payment is Shop Cash for part, a card gateway for the rest.
 */
export function paymentTransactions(
  rng: Rng,
  ids: IdSource,
  input: {
    orderId: number;
    plan: GatewayPlan;
    total: number;
    createdAt: number;
    paidOnDeliveryAt: number | null;
    capture: boolean;
  },
): PaymentResult {
  const { orderId, plan, total, createdAt } = input;
  const at = new Date(createdAt);
  if (plan.cod) {
    const paid = input.paidOnDeliveryAt !== null;
    return {
      financialStatus: paid ? 'paid' : 'pending',
      refundable: null,
      transactions: [
        {
          id: ids.next(),
          orderId,
          parentId: null,
          refundId: null,
          kind: 'sale',
          status: paid ? 'success' : 'pending',
          gateway: COD_GATEWAY,
          amountMinor: total,
          authorization: null,
          receipt: {},
          createdAt: paid ? new Date(input.paidOnDeliveryAt as number) : at,
        },
      ],
    };
  }
  const parts: [string, number][] =
    plan.method === 'split'
      ? (() => {
          const first = Math.min(total, Math.round((total * rng.int(10, 40)) / 100));
          return [
            [plan.gateways[0] as string, first],
            [plan.gateways[1] as string, total - first],
          ];
        })()
      : [[plan.gateways[0] as string, total]];
  const transactions: TxRow[] = [];
  let refundable: PaymentResult['refundable'] = null;
  let authorizedOnly = false;
  for (const [gateway, amount] of parts) {
    if (amount <= 0) continue;
    const { authorization, receipt } = authorizationFor(rng, gateway, orderId);
    const base = {
      orderId,
      refundId: null,
      status: 'success' as const,
      gateway,
      amountMinor: amount,
      authorization,
      receipt,
      createdAt: at,
    };
    let payment: TxRow;
    if (gateway === 'shopify_payments') {
      const auth: TxRow = { ...base, id: ids.next(), parentId: null, kind: 'authorization' };
      transactions.push(auth);
      if (!input.capture) {
        authorizedOnly = true;
        continue;
      }
      payment = {
        ...base,
        id: ids.next(),
        parentId: auth.id as number,
        kind: 'capture',
        receipt: { ...receipt, captured: true },
      };
    } else {
      payment = { ...base, id: ids.next(), parentId: null, kind: 'sale' };
    }
    transactions.push(payment);
    if (!refundable || amount > refundable.amountMinor)
      refundable = { id: payment.id as number, gateway, authorization, amountMinor: amount };
  }
  return { transactions, financialStatus: authorizedOnly ? 'authorized' : 'paid', refundable };
}
