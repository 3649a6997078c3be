import type { Courier } from '@roundtrip/core';
import { defaultParcelGrams, returnWarehouse } from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  type LabelQuote,
  type RequestRow,
  requestItems,
  requests,
  returnLabels,
  type SideEffectRow,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { listWarehouses } from '../../store/warehouses';
import { storageFor } from '../storage/storage-for';
import type { Booking, CourierClient, Party } from './courier';
import { courierRefusal } from './courier-error';
import { bookingCourier } from './courier-for';

/** Where a request's label PDF is kept: one file per booking, so a retry overwrites its own. */
const labelKey = (storeId: string, sideEffectId: string) => `labels/${storeId}/${sideEffectId}.pdf`;

/** The shopper's side of the parcel: the pickup address, else the order's shipping address. */
async function shopperParty(deps: Deps, request: RequestRow): Promise<Party> {
  const order = await deps.platform.getOrder(request.storeId, request.orderId);
  const ship = order?.shipping_address;
  const a = request.address;
  const phone = `${request.customerPhoneDialCode}${request.customerPhone}` || (ship?.phone ?? '');
  if (a)
    return {
      name: `${a.first_name} ${a.last_name}`.trim(),
      phone,
      email: request.customerEmail,
      line1: a.address_line_1,
      line2: a.address_line_2,
      city: a.city,
      province: a.province,
      // The form keeps the country as typed; the order's code is what couriers read.
      countryCode: ship?.country_code || a.country,
      postalCode: a.postal_code,
    };
  if (!ship) throw courierRefusal('The order has no address to send the label from');
  return {
    name: `${ship.first_name} ${ship.last_name}`.trim() || request.customerName,
    phone,
    email: request.customerEmail,
    line1: ship.address1,
    line2: ship.address2,
    city: ship.city,
    province: ship.province,
    countryCode: ship.country_code,
    postalCode: ship.zip,
  };
}

/** Who sends the parcel where, with what: the nearest warehouse by the shopper's country. */
export async function parcelOf(deps: Deps, request: RequestRow) {
  const from = await shopperParty(deps, request);
  const warehouse = returnWarehouse(await listWarehouses(deps, request.storeId), from.countryCode);
  if (!warehouse) throw courierRefusal('The store has no active location to send returns to');
  const to: Party = {
    name: warehouse.name,
    phone: '',
    email: '',
    line1: warehouse.address_line_1,
    line2: warehouse.address_line_2,
    city: warehouse.city,
    province: warehouse.province,
    countryCode: warehouse.country_code,
    postalCode: warehouse.postal_code,
  };
  const items = await deps.db
    .select()
    .from(requestItems)
    .where(and(eq(requestItems.requestId, request.id), eq(requestItems.storeId, request.storeId)));
  // Before approval nothing is approved yet: the price is asked for the units requested.
  const units = (i: (typeof items)[number]) => i.approvedQty || i.requestedQty;
  return {
    units: items.reduce((s, i) => s + units(i), 0),
    input: {
      from,
      to,
      orderName: request.orderName,
      items: items.map((i) => ({ name: i.title, sku: i.sku ?? '', units: units(i), price: i.actualAmount })),
    },
  };
}

/**
 * Registers the parcel for the courier's pushed tracking updates, where its API has them. Best effort:
 * the label is kept whatever the answer, and polling finds what a webhook would have said. Answers the
 * line for the logistic log.
 */
async function watchParcel(client: CourierClient, booking: Booking, key: string): Promise<string> {
  if (!client.watch) return 'polling: the courier has no tracking webhooks';
  try {
    await client.watch({
      trackingNumber: booking.trackingNumber,
      trackingCompany: booking.trackingCompany,
      key,
    });
    return 'webhook registered';
  } catch (error) {
    return `polling: registering the webhook failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Books the return label (or pickup) of an approved request with its courier, keyed by the outbox row:
 * a retry after a lost answer finds the booking it made (the clients look it up before buying). The
 * parcel goes to the nearest warehouse by the shopper's country.
 */
export async function bookLabel(
  deps: Deps,
  row: SideEffectRow,
  request: RequestRow,
  input: { courier: Courier; grams?: number | undefined; quote?: LabelQuote | undefined },
) {
  const [kept] = await deps.db.select().from(returnLabels).where(eq(returnLabels.sideEffectId, row.id));
  if (kept) return { label: kept, updates: 'already booked', apply: async () => {} };
  const parcel = await parcelOf(deps, request);
  const grams = input.grams ?? defaultParcelGrams(parcel.units);
  const client = await bookingCourier(deps, deps.db, request.storeId, input.courier);
  const booking = await client.book({ key: row.id, ...parcel.input, grams });
  const updates = await watchParcel(client, booking, row.id);
  const fileKey = booking.pdf ? labelKey(request.storeId, row.id) : null;
  if (booking.pdf && fileKey) await storageFor(deps.config).put(fileKey, booking.pdf);
  const now = deps.clock();
  const label = {
    storeId: request.storeId,
    requestId: request.id,
    sideEffectId: row.id,
    courier: input.courier,
    sandbox: client.sandbox,
    booking: booking.pdf ? ('label' as const) : ('pickup' as const),
    externalId: booking.externalId,
    trackingNumber: booking.trackingNumber,
    trackingUrl: booking.trackingUrl,
    trackingStatus: 'label_created' as const,
    fileKey,
    weightGrams: grams,
    quote: input.quote ?? null,
    createdAt: now,
    updatedAt: now,
  };
  return {
    label,
    updates,
    apply: async (tx: Tx) => {
      await tx.insert(returnLabels).values(label).onConflictDoNothing();
      await tx
        .update(requests)
        .set({
          trackingCompany: booking.trackingCompany,
          trackingNumber: booking.trackingNumber,
          trackingUrl: booking.trackingUrl,
          trackingStatus: 'label_created',
        })
        .where(and(eq(requests.id, request.id), eq(requests.storeId, request.storeId)));
    },
  };
}
