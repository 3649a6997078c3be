import { allocateLargestRemainder, proRata } from '@roundtrip/core/money';
import { paidWithTax, taxOfNet } from '@roundtrip/core/pricing';
import type {
  DemoAddress,
  DemoDiscountApplication,
  demoFulfillmentOrders,
  demoFulfillments,
  demoLineItems,
  demoOrders,
  demoRefunds,
  demoTransactions,
} from '../../../db/schema';
import type { Category } from './catalogue';
import type { IdSource, SeedRow } from './ids';
import { BUNDLE, CODES, createdAtFor, DAY, type Segment, taxLines, taxRate } from './order-rules';
import { gatewayPlan, paymentTransactions } from './payments';
import type { Rng } from './prng';

export type SeedVariant = {
  id: number;
  productId: number;
  productTitle: string;
  title: string;
  sku: string;
  vendor: string;
  priceMinor: number;
  category: Category;
};
export type SeedCustomer = {
  id: number;
  email: string | null;
  phone: string | null;
  addresses: DemoAddress[];
  international: boolean;
};
export type OrderContext = {
  currency: string;
  refDate: Date;
  variants: SeedVariant[];
  customers: SeedCustomer[];
  locationIds: number[];
  firstOrderNumber: number;
};
export type OrderRows = {
  orders: SeedRow<typeof demoOrders>[];
  lineItems: SeedRow<typeof demoLineItems>[];
  fulfillments: SeedRow<typeof demoFulfillments>[];
  fulfillmentOrders: SeedRow<typeof demoFulfillmentOrders>[];
  transactions: SeedRow<typeof demoTransactions>[];
  refunds: SeedRow<typeof demoRefunds>[];
};

/** Orders, in created order, with everything Shopify keeps on them. Pure: the same rng gives the same rows. */
export function generateOrders(rng: Rng, ids: IdSource, count: number, ctx: OrderContext): OrderRows {
  const rows: OrderRows = {
    orders: [],
    lineItems: [],
    fulfillments: [],
    fulfillmentOrders: [],
    transactions: [],
    refunds: [],
  };
  const ref = ctx.refDate.getTime();
  const plans = Array.from({ length: count }, () => {
    const segment = rng.weighted<Segment>([
      ['unfulfilled', 15],
      ['in_transit', 18],
      ['delivered', 52],
      ['pre_capture', 8],
      ['old', 7],
    ]);
    return { segment, createdAt: createdAtFor(rng, segment, ref) };
  }).sort((a, b) => a.createdAt - b.createdAt);

  const inr = ctx.currency === 'INR';
  plans.forEach((plan, index) => {
    const orderId = ids.next();
    const orderNumber = ctx.firstOrderNumber + index;
    const customer = rng.pick(ctx.customers);
    const address = customer.addresses[0] as DemoAddress;
    const created = plan.createdAt;
    const shipped = plan.segment !== 'unfulfilled';
    const delivered = shipped && plan.segment !== 'in_transit';
    const fulfilledAt = created + rng.int(DAY / 2, 2 * DAY);
    const deliveredAt = delivered ? fulfilledAt + rng.int(2 * DAY, 5 * DAY) : null;
    // Exports are zero-rated; domestic INR prices usually include GST.
    const taxed = !customer.international;
    const taxesIncluded = inr && taxed && rng.chance(0.85);
    const intrastate = inr && address.province_code === 'MH';

    const lineCount = rng.weighted([
      [1, 35],
      [2, 40],
      [3, 17],
      [4, 8],
    ]);
    const chosen: SeedVariant[] = [];
    while (chosen.length < Math.min(lineCount, ctx.variants.length)) {
      const v = rng.pick(ctx.variants);
      if (!chosen.includes(v)) chosen.push(v);
    }
    const applications: DemoDiscountApplication[] = [];
    const lines = chosen.map((variant, position) => {
      const quantity = rng.weighted([
        [1, 75],
        [2, 18],
        [3, 7],
      ]);
      const gross = variant.priceMinor * quantity;
      const bundle = lineCount > 1 && rng.chance(0.15) ? Math.round(gross / 10) : 0;
      return { variant, position, quantity, gross, bundle, codeShare: 0, tax: 0, id: ids.next() };
    });
    if (lines.some((l) => l.bundle > 0)) applications.push(BUNDLE);
    const discountCodes: { code: string; amount_minor: number; type: string }[] = [];
    if (rng.chance(0.3)) {
      const code = rng.pick(CODES);
      const bases = lines.map((l) => l.gross - l.bundle);
      const baseTotal = bases.reduce((a, b) => a + b, 0);
      const fixed = code.value * (inr ? 100 : 5) * 100;
      const amount =
        code.type === 'percentage' ? Math.round((baseTotal * code.value) / 100) : Math.min(fixed, baseTotal);
      allocateLargestRemainder(amount, bases).forEach((share, i) => {
        (lines[i] as (typeof lines)[number]).codeShare = share;
      });
      const value = code.type === 'percentage' ? `${code.value}.0` : `${fixed / 100}.00`;
      applications.push({
        type: 'discount_code',
        title: code.code,
        code: code.code,
        value,
        value_type: code.type,
        allocation_method: 'across',
        target_selection: 'all',
        target_type: 'line_item',
      });
      discountCodes.push({ code: code.code, amount_minor: amount, type: code.type });
    }
    const bundleIndex = applications.indexOf(BUNDLE);
    const codeIndex = discountCodes.length > 0 ? applications.length - 1 : -1;

    let totalTax = 0;
    let lineItemsPrice = 0;
    let discounts = 0;
    for (const l of lines) {
      const net = l.gross - l.bundle - l.codeShare;
      const rate = taxRate(ctx.currency, l.variant.category, l.variant.priceMinor, address);
      const tax = taxed ? taxOfNet(net, rate, taxesIncluded) : 0;
      totalTax += tax;
      l.tax = tax;
      lineItemsPrice += l.gross;
      discounts += l.bundle + l.codeShare;
      const allocations = [];
      if (l.bundle > 0) allocations.push({ amount_minor: l.bundle, discount_application_index: bundleIndex });
      if (l.codeShare > 0)
        allocations.push({ amount_minor: l.codeShare, discount_application_index: codeIndex });
      rows.lineItems.push({
        id: l.id,
        orderId,
        productId: l.variant.productId,
        variantId: l.variant.id,
        title: l.variant.productTitle,
        variantTitle: l.variant.title,
        sku: l.variant.sku,
        vendor: l.variant.vendor,
        quantity: l.quantity,
        priceMinor: l.variant.priceMinor,
        taxable: true,
        requiresShipping: true,
        taxLines: taxed ? taxLines(ctx.currency, rate, tax, intrastate) : [],
        discountAllocations: allocations,
        position: l.position + 1,
      });
    }
    const subtotal = lineItemsPrice - discounts;
    const shippingMinor = customer.international
      ? inr
        ? 150_000
        : 2_500
      : subtotal >= (inr ? 99_900 : 7_500)
        ? 0
        : inr
          ? 7_900
          : 799;
    const shippingLines = [
      {
        title: customer.international ? 'International Express' : 'Standard Shipping',
        code: customer.international ? 'INTL' : 'STD',
        price_minor: shippingMinor,
      },
    ];
    const total = paidWithTax(subtotal, totalTax, taxesIncluded) + shippingMinor;

    const plan2 = gatewayPlan(rng, ctx.currency, customer.international);
    const payment = paymentTransactions(rng, ids, {
      orderId,
      plan: plan2,
      total,
      createdAt: created,
      paidOnDeliveryAt: deliveredAt,
      capture: shipped || rng.chance(0.8),
    });
    rows.transactions.push(...payment.transactions);
    let financialStatus = payment.financialStatus;
    let updatedAt = deliveredAt ?? (shipped ? fulfilledAt : created);

    const locationId =
      (rng.chance(0.7) ? ctx.locationIds[0] : ctx.locationIds[1]) ?? (ctx.locationIds[0] as number);
    if (shipped) {
      rows.fulfillments.push({
        id: ids.next(),
        orderId,
        locationId,
        status: 'success',
        shipmentStatus: delivered ? 'delivered' : 'in_transit',
        trackingCompany: rng.pick(
          inr ? ['Delhivery', 'Blue Dart', 'Xpressbees', 'Ekart'] : ['UPS', 'USPS', 'FedEx'],
        ),
        trackingNumber: String(rng.int(100_000_000, 999_999_999)) + String(rng.int(1000, 9999)),
        lineItems: lines.map((l) => ({ line_item_id: l.id, quantity: l.quantity })),
        createdAt: new Date(fulfilledAt),
        inTransitAt: new Date(fulfilledAt + rng.int(3_600_000, 12 * 3_600_000)),
        deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
      });
    }
    rows.fulfillmentOrders.push({
      id: ids.next(),
      orderId,
      locationId,
      status: shipped ? 'closed' : 'open',
      holds: [],
      createdAt: new Date(created),
      updatedAt: new Date(shipped ? fulfilledAt : created),
    });

    // A share of delivered prepaid orders already had one unit refunded (with the real cap rules).
    const refundFrom = payment.refundable;
    const first = lines[0];
    if (delivered && deliveredAt !== null && refundFrom && first && rng.chance(0.1)) {
      const net = first.gross - first.bundle - first.codeShare;
      const unitNet = proRata(net, 1, first.quantity);
      const unitTax = proRata(first.tax, 1, first.quantity);
      const amount = Math.min(paidWithTax(unitNet, unitTax, taxesIncluded), refundFrom.amountMinor);
      const refundId = ids.next();
      const at = Math.min(deliveredAt + rng.int(DAY, 10 * DAY), ref - 60_000);
      rows.refunds.push({
        id: refundId,
        orderId,
        returnId: null,
        note: 'Damaged item, refunded by support',
        refundLineItems: [
          {
            id: ids.next(),
            line_item_id: first.id,
            quantity: 1,
            restock_type: 'no_restock',
            location_id: null,
            subtotal_minor: unitNet,
            total_tax_minor: unitTax,
          },
        ],
        shippingMinor: 0,
        createdAt: new Date(at),
      });
      rows.transactions.push({
        id: ids.next(),
        orderId,
        parentId: refundFrom.id,
        refundId,
        kind: 'refund',
        status: 'success',
        gateway: refundFrom.gateway,
        amountMinor: amount,
        authorization: refundFrom.authorization,
        receipt: { refund_id: `rfnd_${rng.hex(14)}` },
        createdAt: new Date(at),
      });
      financialStatus = amount >= total ? 'refunded' : 'partially_refunded';
      updatedAt = at;
    }

    const international = customer.international;
    rows.orders.push({
      id: orderId,
      name: `#${orderNumber}`,
      orderNumber,
      customerId: customer.id,
      email: customer.email,
      phone: customer.phone,
      currency: ctx.currency,
      // International customers of an INR store pay in USD: presentment money differs from shop money.
      presentmentCurrency: inr && international ? 'USD' : ctx.currency,
      presentmentRatePpm: inr && international ? 12_000 : 1_000_000,
      taxesIncluded,
      financialStatus,
      fulfillmentStatus: shipped ? 'fulfilled' : null,
      tags: [plan2.cod ? 'COD' : 'prepaid', ...(international ? ['international'] : [])],
      note: null,
      sourceName: rng.chance(0.8) ? 'web' : 'shopify_draft_order',
      paymentGatewayNames: plan2.gateways,
      discountCodes,
      discountApplications: applications,
      shippingLines,
      shippingAddress: address,
      billingAddress: address,
      totalLineItemsPriceMinor: lineItemsPrice,
      totalDiscountsMinor: discounts,
      subtotalPriceMinor: subtotal,
      totalShippingMinor: shippingMinor,
      totalTaxMinor: totalTax,
      totalPriceMinor: total,
      exchangeForOrderId: null,
      createdAt: new Date(created),
      updatedAt: new Date(updatedAt),
      cancelledAt: null,
      cancelReason: null,
      closedAt: delivered && plan.segment !== 'delivered' ? new Date(updatedAt) : null,
    });
  });
  return rows;
}
