import { allocateLargestRemainder } from '@roundtrip/core/money';
import { paidWithTax, taxOfNet } from '@roundtrip/core/pricing';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  type DemoAddress,
  type DemoTaxLine,
  demoFulfillmentOrders,
  demoInventoryLevels,
  demoLineItems,
  demoLocations,
  demoOrders,
  demoProducts,
  demoVariants,
} from '../../db/schema';
import type { CreateExchangeOrderInput, ExchangeOrderResult, ShipToAddress } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, money, nextIds, nextOrderNumber, parseAmount, parseId } from './demo-deps';
import { fulfillmentOrderView } from './fulfillment-order-view';
import { idempotent } from './idempotent';
import { readOrders } from './order-view';

const HOLD_NOTE = 'Waiting for the returned items';

/**
 * The new order of an exchange: the chosen variants at today's prices, the returned value as a discount
 * (so an even exchange costs nothing), the original customer and address, inventory committed at a
 * location that has it, and its fulfillment held until the return is received (fulfillmentOrderHold).
 */
export function createExchangeOrder(
  deps: DemoDeps,
  storeId: string,
  input: CreateExchangeOrderInput,
): Promise<ExchangeOrderResult> {
  return idempotent(deps, storeId, 'createExchangeOrder', input, async (tx, now) => {
    const [original] = await tx
      .select()
      .from(demoOrders)
      .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.originalOrderId))))
      .for('update');
    if (!original) throw new PlatformError('not_found', 'Order not found');
    if (input.lineItems.length === 0)
      throw new PlatformError('invalid_input', 'An exchange needs at least one item');
    const returned = parseAmount(input.returnedValue, original.currency, 'returnedValue', true);
    const variantIds = input.lineItems.map((l) => parseId(l.variantId));
    const variants = await tx
      .select({ variant: demoVariants, product: demoProducts })
      .from(demoVariants)
      .innerJoin(
        demoProducts,
        and(eq(demoProducts.storeId, demoVariants.storeId), eq(demoProducts.id, demoVariants.productId)),
      )
      .where(and(eq(demoVariants.storeId, storeId), inArray(demoVariants.id, variantIds)));
    const locations = await tx
      .select()
      .from(demoLocations)
      .where(and(eq(demoLocations.storeId, storeId), eq(demoLocations.active, true)))
      .orderBy(desc(demoLocations.isDefault), demoLocations.id);
    // One location ships the whole order: the default one when it has everything, else the first that does.
    let locationId: number | null = null;
    for (const location of locations) {
      let ok = true;
      for (const item of input.lineItems) {
        const [level] = await tx
          .select()
          .from(demoInventoryLevels)
          .where(
            and(
              eq(demoInventoryLevels.storeId, storeId),
              eq(demoInventoryLevels.variantId, parseId(item.variantId)),
              eq(demoInventoryLevels.locationId, location.id),
              gte(demoInventoryLevels.available, item.quantity),
            ),
          );
        if (!level) ok = false;
      }
      if (ok) {
        locationId = location.id;
        break;
      }
    }
    const lines = input.lineItems.map((item) => {
      const found = variants.find((v) => v.variant.id === parseId(item.variantId));
      if (!found) throw new PlatformError('not_found', `Variant ${item.variantId} not found`);
      if (found.variant.blocked)
        throw new PlatformError(
          'invalid_state',
          `${found.product.title} (${found.variant.title}) is blocked`,
        );
      if (!Number.isInteger(item.quantity) || item.quantity < 1) {
        throw new PlatformError('invalid_input', 'Quantities must be whole numbers above zero');
      }
      const gross = found.variant.priceMinor * item.quantity;
      // An upsell offer's discount on each unit, never more than the unit's price.
      const perUnit = item.unitDiscount
        ? Math.min(
            found.variant.priceMinor,
            parseAmount(item.unitDiscount, original.currency, 'unitDiscount', true),
          )
        : 0;
      return { ...found, quantity: item.quantity, gross, offer: perUnit * item.quantity };
    });
    // A store that exchanges for sold-out variants takes the order anyway, at its first location: the
    // stock goes below zero (a backorder) and the order ships when it comes back.
    if (locationId === null && input.backorder) locationId = locations[0]?.id ?? null;
    if (locationId === null) throw new PlatformError('invalid_state', 'Not enough stock at any one location');

    const originalLines = await tx
      .select({ taxLines: demoLineItems.taxLines })
      .from(demoLineItems)
      .where(and(eq(demoLineItems.storeId, storeId), eq(demoLineItems.orderId, original.id)));
    const taxTemplate: DemoTaxLine[] = originalLines[0]?.taxLines ?? [];
    const gross = lines.reduce((s, l) => s + l.gross, 0);
    const offers = lines.reduce((s, l) => s + l.offer, 0);
    // The returned value pays for what is left after the offers' discounts, spread in proportion.
    const credit = Math.min(returned, gross - offers);
    const shares = allocateLargestRemainder(
      credit,
      lines.map((l) => l.gross - l.offer),
    );
    const discount = offers + credit;
    // The exchange credit is the order's first discount application when there is one, the offers next.
    const offerIndex = credit > 0 ? 1 : 0;
    const ids = await nextIds(tx, storeId, 2 + lines.length);
    const [orderId, foId] = ids as [number, number];
    let totalTax = 0;
    const lineRows = lines.map((l, i) => {
      const share = (shares[i] ?? 0) + l.offer;
      const net = l.gross - share;
      const taxLines = taxTemplate.map((t) => {
        const price = taxOfNet(net, t.rate, original.taxesIncluded, rateOf(taxTemplate));
        totalTax += price;
        return { ...t, price_minor: price };
      });
      return {
        storeId,
        id: ids[2 + i] as number,
        orderId,
        productId: l.product.id,
        variantId: l.variant.id,
        title: l.product.title,
        variantTitle: l.variant.title,
        sku: l.variant.sku,
        vendor: l.product.vendor,
        quantity: l.quantity,
        priceMinor: l.variant.priceMinor,
        taxLines,
        discountAllocations: [
          ...((shares[i] ?? 0) > 0 ? [{ amount_minor: shares[i] ?? 0, discount_application_index: 0 }] : []),
          ...(l.offer > 0 ? [{ amount_minor: l.offer, discount_application_index: offerIndex }] : []),
        ],
        position: i + 1,
      };
    });
    const subtotal = gross - discount;
    const total = paidWithTax(subtotal, totalTax, original.taxesIncluded);
    const number = await nextOrderNumber(tx, storeId);
    await tx.insert(demoOrders).values({
      storeId,
      id: orderId,
      name: input.name ? `#${input.name.replace(/^#/, '')}` : `#${number}`,
      orderNumber: number,
      customerId: original.customerId,
      email: original.email,
      phone: original.phone,
      currency: original.currency,
      presentmentCurrency: original.presentmentCurrency,
      presentmentRatePpm: original.presentmentRatePpm,
      taxesIncluded: original.taxesIncluded,
      financialStatus: total === 0 ? 'paid' : 'pending',
      fulfillmentStatus: null,
      tags: ['exchange', ...(input.tags ?? [])],
      note: `Exchange for ${original.name}`,
      sourceName: 'roundtrip',
      paymentGatewayNames: [],
      discountCodes: [],
      discountApplications: [
        ...(credit > 0
          ? [
              {
                type: 'manual' as const,
                title: 'Exchange credit',
                code: null,
                value: money(credit, original.currency).amount,
                value_type: 'fixed_amount' as const,
                allocation_method: 'across' as const,
                target_selection: 'all' as const,
                target_type: 'line_item' as const,
              },
            ]
          : []),
        ...(offers > 0
          ? [
              {
                type: 'manual' as const,
                title: 'Upsell offer',
                code: null,
                value: money(offers, original.currency).amount,
                value_type: 'fixed_amount' as const,
                allocation_method: 'each' as const,
                target_selection: 'explicit' as const,
                target_type: 'line_item' as const,
              },
            ]
          : []),
      ],
      shippingLines: [{ title: 'Exchange shipping', code: 'EXCHANGE', price_minor: 0 }],
      shippingAddress: shipTo(original.shippingAddress, input.shippingAddress),
      billingAddress: original.billingAddress,
      totalLineItemsPriceMinor: gross,
      totalDiscountsMinor: discount,
      subtotalPriceMinor: subtotal,
      totalShippingMinor: 0,
      totalTaxMinor: totalTax,
      totalPriceMinor: total,
      exchangeForOrderId: original.id,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(demoLineItems).values(lineRows);
    for (const l of lines) {
      await tx
        .update(demoInventoryLevels)
        .set({ available: sql`${demoInventoryLevels.available} - ${l.quantity}`, updatedAt: now })
        .where(
          and(
            eq(demoInventoryLevels.storeId, storeId),
            eq(demoInventoryLevels.variantId, l.variant.id),
            eq(demoInventoryLevels.locationId, locationId),
          ),
        );
    }
    const hold = input.hold ?? true;
    const [fo] = await tx
      .insert(demoFulfillmentOrders)
      .values({
        storeId,
        id: foId,
        orderId,
        locationId,
        status: hold ? 'on_hold' : 'open',
        holds: hold ? [{ reason: 'OTHER', reason_notes: HOLD_NOTE, held_at: now.toISOString() }] : [],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [order] = await readOrders(tx, storeId, eq(demoOrders.id, orderId));
    if (!order || !fo) throw new Error('exchange order not created');
    return { order, fulfillment_orders: [fulfillmentOrderView(fo)] };
  });
}

/** Split GST lines (CGST + SGST) share one rate for extracting tax from an inclusive price. */
const rateOf = (lines: DemoTaxLine[]) => lines.reduce((s, t) => s + t.rate, 0);

/** The shopper's corrected address over the original's: its phone kept, its codes while the place is the same. */
function shipTo(original: DemoAddress | null, corrected: ShipToAddress | undefined): DemoAddress | null {
  if (!corrected) return original;
  const sameCountry = original?.country.trim().toLowerCase() === corrected.country.trim().toLowerCase();
  const sameProvince =
    sameCountry && original?.province.trim().toLowerCase() === corrected.province.trim().toLowerCase();
  return {
    ...corrected,
    country_code: sameCountry ? (original?.country_code ?? '') : '',
    province_code: sameProvince ? (original?.province_code ?? '') : '',
    phone: original?.phone ?? null,
  };
}
