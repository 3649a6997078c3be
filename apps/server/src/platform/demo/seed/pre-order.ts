import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type DemoAddress,
  demoCustomers,
  demoFulfillmentOrders,
  demoFulfillments,
  demoLineItems,
  demoLocations,
  demoOrders,
  demoProducts,
  demoShops,
  demoTransactions,
  demoVariants,
} from '../../../db/schema';
import { nextIds, nextOrderNumber } from '../demo-deps';
import { DAY } from './order-rules';

/** The made-to-order customer of every demo store: the README's "refund the gateway refuses" order. */
const PRE_ORDER_EMAIL = 'nandini.rao@example.com';
const PAID_DAYS_AGO = 200;
const DELIVERED_DAYS_AGO = 3;

const addressFor = (currency: string): DemoAddress =>
  currency === 'INR'
    ? {
        first_name: 'Nandini',
        last_name: 'Rao',
        address1: '14 Residency Road',
        address2: '',
        city: 'Bengaluru',
        province: 'Karnataka',
        province_code: 'KA',
        country: 'India',
        country_code: 'IN',
        zip: '560025',
        phone: '+919845012345',
      }
    : {
        first_name: 'Nandini',
        last_name: 'Rao',
        address1: '220 Elm Street',
        address2: '',
        city: 'Austin',
        province: 'Texas',
        province_code: 'TX',
        country: 'United States',
        country_code: 'US',
        zip: '78701',
        phone: '+15125550143',
      };

/**
 * One made-to-order sale: paid online 200 days ago, shipped when it was ready and delivered 3 days ago.
 * It is inside the return window, but its payment is past the gateway's refund window
 * (refund-rules.ts), so a refund to the original payment is refused: the demo's realistic failed refund.
 * Returns the order number.
 */
export async function seedPreOrder(db: Db, storeId: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [shop] = await tx.select().from(demoShops).where(eq(demoShops.storeId, storeId));
    const [variant] = await tx
      .select({
        id: demoVariants.id,
        productId: demoVariants.productId,
        title: demoVariants.title,
        sku: demoVariants.sku,
        priceMinor: demoVariants.priceMinor,
        productTitle: demoProducts.title,
        vendor: demoProducts.vendor,
      })
      .from(demoVariants)
      .innerJoin(
        demoProducts,
        and(eq(demoProducts.storeId, demoVariants.storeId), eq(demoProducts.id, demoVariants.productId)),
      )
      .where(and(eq(demoVariants.storeId, storeId), eq(demoProducts.productType, 'Apparel')))
      .orderBy(asc(demoVariants.id))
      .limit(1);
    const [location] = await tx
      .select({ id: demoLocations.id })
      .from(demoLocations)
      .where(eq(demoLocations.storeId, storeId))
      .orderBy(desc(demoLocations.isDefault), asc(demoLocations.id))
      .limit(1);
    if (!shop || !variant || !location) return null;
    const inr = shop.currency === 'INR';
    const address = addressFor(shop.currency);
    const paidAt = new Date(now.getTime() - PAID_DAYS_AGO * DAY);
    const shippedAt = new Date(now.getTime() - (DELIVERED_DAYS_AGO + 3) * DAY);
    const deliveredAt = new Date(now.getTime() - DELIVERED_DAYS_AGO * DAY);
    const [customerId, orderId, lineId, fulfillmentId, foId, saleId] = (await nextIds(tx, storeId, 6)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const number = await nextOrderNumber(tx, storeId);
    // Prices include GST in India (5% on apparel up to ₹1,000); a US order adds Texas sales tax.
    const tax = inr
      ? Math.round((variant.priceMinor * 0.05) / 1.05)
      : Math.round(variant.priceMinor * 0.0625);
    const total = inr ? variant.priceMinor : variant.priceMinor + tax;
    await tx.insert(demoCustomers).values({
      storeId,
      id: customerId,
      firstName: address.first_name,
      lastName: address.last_name,
      email: PRE_ORDER_EMAIL,
      phone: address.phone,
      addresses: [address],
      createdAt: paidAt,
    });
    await tx.insert(demoOrders).values({
      storeId,
      id: orderId,
      name: `#${number}`,
      orderNumber: number,
      customerId,
      email: PRE_ORDER_EMAIL,
      phone: address.phone,
      currency: shop.currency,
      presentmentCurrency: shop.currency,
      taxesIncluded: inr,
      financialStatus: 'paid',
      fulfillmentStatus: 'fulfilled',
      tags: ['prepaid', 'pre-order'],
      note: 'Made to order: shipped when ready',
      paymentGatewayNames: [inr ? 'razorpay' : 'shopify_payments'],
      discountCodes: [],
      discountApplications: [],
      shippingLines: [{ title: 'Standard Shipping', code: 'STD', price_minor: 0 }],
      shippingAddress: address,
      billingAddress: address,
      totalLineItemsPriceMinor: variant.priceMinor,
      totalDiscountsMinor: 0,
      subtotalPriceMinor: variant.priceMinor,
      totalShippingMinor: 0,
      totalTaxMinor: tax,
      totalPriceMinor: total,
      createdAt: paidAt,
      updatedAt: deliveredAt,
    });
    await tx.insert(demoLineItems).values({
      storeId,
      id: lineId,
      orderId,
      productId: variant.productId,
      variantId: variant.id,
      title: variant.productTitle,
      variantTitle: variant.title,
      sku: variant.sku,
      vendor: variant.vendor,
      quantity: 1,
      priceMinor: variant.priceMinor,
      taxLines: [
        inr
          ? { title: 'IGST', rate: 0.05, price_minor: tax }
          : { title: 'Sales Tax', rate: 0.0625, price_minor: tax },
      ],
      discountAllocations: [],
      position: 1,
    });
    await tx.insert(demoFulfillments).values({
      storeId,
      id: fulfillmentId,
      orderId,
      locationId: location.id,
      status: 'success',
      shipmentStatus: 'delivered',
      trackingCompany: inr ? 'Delhivery' : 'UPS',
      trackingNumber: '4312009876',
      lineItems: [{ line_item_id: lineId, quantity: 1 }],
      createdAt: shippedAt,
      inTransitAt: shippedAt,
      deliveredAt,
    });
    await tx.insert(demoFulfillmentOrders).values({
      storeId,
      id: foId,
      orderId,
      locationId: location.id,
      status: 'closed',
      holds: [],
      createdAt: paidAt,
      updatedAt: shippedAt,
    });
    const authorization = inr ? 'pay_PreOrder200Days' : 'ch_preorder200days';
    await tx.insert(demoTransactions).values({
      storeId,
      id: saleId,
      orderId,
      parentId: null,
      refundId: null,
      kind: 'sale',
      status: 'success',
      gateway: inr ? 'razorpay' : 'shopify_payments',
      amountMinor: total,
      authorization,
      receipt: inr ? { razorpay_payment_id: authorization, method: 'upi' } : { id: authorization },
      createdAt: paidAt,
    });
    return number;
  });
}
