import type { TrackingStatus } from '@roundtrip/core/couriers';
import { z } from 'zod';
import { refusalOf } from '../../connections/credentials-check';
import type { Booking, BookingInput, CourierClient, Party } from './courier';
import { courierRefusal } from './courier-error';
import { type CourierHttp, courierCall, courierFetch, download } from './http';

// Shippo's REST API (docs.goshippo.com): a shipment with `extra.is_return` gives rates, a transaction
// buys the label from one rate. Transactions carry our key in `metadata`, so a purchase whose answer
// was lost is found in the transaction list before buying again.

export const SHIPPO_ORIGIN = 'https://api.goshippo.com';

const transaction = z.object({
  object_id: z.string(),
  status: z.string(),
  metadata: z.string().nullish(),
  tracking_number: z.string().nullish(),
  tracking_url_provider: z.string().nullish(),
  tracking_status: z.string().nullish(),
  label_url: z.string().nullish(),
  rate: z.union([z.string(), z.object({ provider: z.string().nullish() }).loose()]).nullish(),
  messages: z.array(z.object({ text: z.string().nullish() }).loose()).nullish(),
});
type Transaction = z.infer<typeof transaction>;
const transactionList = z.object({ next: z.string().nullish(), results: z.array(transaction) });
const rate = z.object({
  object_id: z.string(),
  amount: z.string(),
  currency: z.string(),
  provider: z.string(),
  servicelevel: z.object({ name: z.string().nullish() }).loose().nullish(),
  estimated_days: z.number().nullish(),
});
const shipment = z.object({ object_id: z.string(), rates: z.array(rate) });

const addressOf = (p: Party) => ({
  name: p.name,
  street1: p.line1,
  street2: p.line2,
  city: p.city,
  state: p.province,
  zip: p.postalCode,
  country: p.countryCode,
  phone: p.phone,
  email: p.email,
});

const STATUS: Record<string, TrackingStatus> = {
  PRE_TRANSIT: 'label_created',
  TRANSIT: 'in_transit',
  DELIVERED: 'delivered',
};

/** Transactions still being bought or bought: a failed one (ERROR) may be bought again. */
const live = (t: Transaction) => ['SUCCESS', 'QUEUED', 'WAITING'].includes(t.status);

/** Pages of our own transactions we look through for a lost purchase (newest first). */
const LOOKUP_PAGES = 5;

export function shippoClient(
  credentials: Record<string, string>,
  origin: string,
  timeoutMs: number,
): CourierClient {
  const http: CourierHttp = {
    origin,
    headers: {
      authorization: `ShippoToken ${credentials.api_token ?? ''}`,
      'shippo-api-version': '2018-02-08',
    },
    timeoutMs,
  };
  const quote = async (input: Omit<BookingInput, 'key'>) => {
    const made = await courierCall(
      http,
      {
        method: 'POST',
        path: '/shipments/',
        body: {
          address_from: addressOf(input.from),
          address_to: addressOf(input.to),
          parcels: [
            {
              length: '30',
              width: '20',
              height: '10',
              distance_unit: 'cm',
              weight: String(input.grams),
              mass_unit: 'g',
            },
          ],
          extra: { is_return: true },
          async: false,
        },
      },
      shipment,
    );
    if (!made) throw new Error('Shippo did not create the shipment');
    return [...made.rates].sort((a, b) => Number(a.amount) - Number(b.amount));
  };
  const findPurchase = async (key: string): Promise<Transaction | null> => {
    let path: string | null = '/transactions/?results=100';
    for (let page = 0; path && page < LOOKUP_PAGES; page++) {
      const list: z.infer<typeof transactionList> | null = await courierCall(
        http,
        { method: 'GET', path },
        transactionList,
      );
      const found = list?.results.find((t) => t.metadata === key && live(t));
      if (found) return found;
      const next: URL | null = list?.next ? new URL(list.next, origin) : null;
      path = next ? `${next.pathname}${next.search}` : null;
    }
    return null;
  };
  const bookingOf = async (t: Transaction): Promise<Booking> => {
    if (t.status !== 'SUCCESS' || !t.tracking_number || !t.label_url)
      throw new Error(`The Shippo label is ${t.status.toLowerCase()}; checking again later`);
    const provider = typeof t.rate === 'object' ? t.rate?.provider : null;
    return {
      externalId: t.object_id,
      trackingCompany: provider ?? 'Shippo',
      trackingNumber: t.tracking_number,
      trackingUrl: t.tracking_url_provider ?? null,
      pdf: await download(t.label_url, timeoutMs),
    };
  };
  return {
    sandbox: false,
    async verify() {
      // The account's carrier accounts: any valid token may read them; an unknown one answers 401.
      await refusalOf(await courierFetch(http, { method: 'GET', path: '/carrier_accounts/?results=1' }), [
        'api_token',
      ]);
    },
    async rates(input) {
      return (await quote(input)).map((r) => ({
        service: `${r.provider} ${r.servicelevel?.name ?? ''}`.trim(),
        amount: r.amount,
        currency: r.currency,
        days: r.estimated_days ?? null,
      }));
    },
    async book(input) {
      const earlier = await findPurchase(input.key);
      if (earlier) return bookingOf(earlier);
      const [cheapest] = await quote(input);
      if (!cheapest) throw courierRefusal('Shippo has no rate for this parcel');
      const bought = await courierCall(
        http,
        {
          method: 'POST',
          path: '/transactions/',
          body: { rate: cheapest.object_id, label_file_type: 'PDF', async: false, metadata: input.key },
        },
        transaction,
      );
      if (!bought) throw new Error('Shippo did not answer the purchase');
      if (bought.status === 'ERROR')
        throw courierRefusal(
          `Shippo refused the label: ${(bought.messages ?? []).map((m) => m.text).join('; ') || 'no reason given'}`,
        );
      return bookingOf(bought);
    },
    async track(label) {
      const t = await courierCall(
        http,
        { method: 'GET', path: `/transactions/${label.externalId}` },
        transaction,
      );
      return STATUS[t?.tracking_status ?? ''] ?? null;
    },
    async watch(parcel) {
      // Shippo's carrier tokens are the lower-cased provider names of the rate (usps, ups, fedex...).
      await courierCall(
        http,
        {
          method: 'POST',
          path: '/tracks/',
          body: {
            carrier: parcel.trackingCompany.toLowerCase(),
            tracking_number: parcel.trackingNumber,
            metadata: parcel.key,
          },
        },
        z.object({ tracking_number: z.string() }).loose(),
      );
    },
    async cancel(label) {
      const refund = await courierCall(
        http,
        { method: 'POST', path: '/refunds/', body: { transaction: label.externalId, async: false } },
        z.object({ status: z.string() }).loose(),
      );
      // Refund statuses are QUEUED, PENDING, SUCCESS or ERROR: only unused labels are refunded.
      if (!refund || refund.status === 'ERROR')
        throw courierRefusal('Shippo refused to refund the label: it may already have been used');
    },
  };
}
