import type { TrackingStatus } from '@roundtrip/core/couriers';
import { z } from 'zod';
import { CredentialsRefused, refusalOf } from '../../connections/credentials-check';
import type { BookingInput, CourierClient } from './courier';
import { courierRefusal } from './courier-error';
import { type CourierHttp, courierCall, courierFetch, download } from './http';

// Delhivery's B2C (Express) API: one token (`Authorization: Token <key>`) for every call. A return is a
// reverse pickup: a CMU shipment with payment_mode "Pickup" collected at the shopper's address and
// brought to the pickup location (the merchant's warehouse registered with Delhivery). Our key is the
// shipment's order id, so a booking whose answer was lost is found by tracking that reference first.

const DELHIVERY_ORIGINS = {
  production: 'https://track.delhivery.com',
  staging: 'https://staging-express.delhivery.com',
} as const;

/** The credential field naming the account's environment: staging tokens work only on staging. */
const ENVIRONMENTS = Object.keys(DELHIVERY_ORIGINS);

export const delhiveryOrigin = (credentials: Record<string, string>) =>
  credentials.environment === 'staging' ? DELHIVERY_ORIGINS.staging : DELHIVERY_ORIGINS.production;

const pinCodes = z.object({
  delivery_codes: z.array(
    z.object({ postal_code: z.object({ pin: z.coerce.string(), pickup: z.string().nullish() }).loose() }),
  ),
});
const charges = z.array(z.object({ total_amount: z.coerce.number() }).loose());
const created = z
  .object({
    success: z.boolean(),
    rmk: z.string().nullish(),
    packages: z
      .array(
        z
          .object({
            waybill: z.string().nullish(),
            status: z.string().nullish(),
            remarks: z.union([z.array(z.string()), z.string()]).nullish(),
          })
          .loose(),
      )
      .nullish(),
  })
  .loose();
const shipments = z
  .object({
    ShipmentData: z
      .array(
        z.object({
          Shipment: z
            .object({
              AWB: z.coerce.string(),
              ReferenceNo: z.coerce.string().nullish(),
              Status: z
                .object({ Status: z.string().nullish(), StatusType: z.string().nullish() })
                .loose()
                .nullish(),
            })
            .loose(),
        }),
      )
      .nullish(),
  })
  .loose();
const slip = z.object({
  packages: z.array(z.object({ wbn: z.coerce.string(), pdf_download_link: z.string().nullish() }).loose()),
});

/**
 * Delhivery's status of a reverse shipment, in ours: StatusType PP (pickup pending), PU (picked up),
 * DL (delivered to the warehouse); "Dispatched" is out for delivery.
 */
function statusOf(status: { Status?: string | null; StatusType?: string | null }): TrackingStatus | null {
  const type = (status.StatusType ?? '').toUpperCase();
  const words = (status.Status ?? '').toLowerCase();
  if (type === 'DL' || words === 'delivered') return 'delivered';
  if (words === 'dispatched') return 'out_for_delivery';
  if (type === 'PU' || type === 'UD' || words.includes('transit')) return 'in_transit';
  if (type === 'PP' || words === 'manifested' || words.includes('pending')) return 'label_created';
  return null;
}

const remarksOf = (p: { remarks?: string[] | string | null } | undefined) =>
  Array.isArray(p?.remarks) ? p.remarks.join('; ') : (p?.remarks ?? '');

export function delhiveryClient(
  credentials: Record<string, string>,
  origin: string,
  timeoutMs: number,
): CourierClient {
  const http: CourierHttp = {
    origin,
    headers: { authorization: `Token ${credentials.api_token ?? ''}` },
    timeoutMs,
  };
  /** The shipment Delhivery knows under this waybill or order reference, if any. */
  const shipment = async (query: { waybill: string } | { ref_ids: string }) => {
    const answer = await courierCall(
      http,
      { method: 'GET', path: `/api/v1/packages/json/?${new URLSearchParams(query)}` },
      shipments,
    );
    return answer?.ShipmentData?.[0]?.Shipment ?? null;
  };
  const labelOf = async (waybill: string) => {
    const q = new URLSearchParams({ wbns: waybill, pdf: 'true', pdf_size: '4R' });
    const answer = await courierCall(http, { method: 'GET', path: `/api/p/packing_slip?${q}` }, slip);
    const link = answer?.packages.find((p) => p.wbn === waybill)?.pdf_download_link;
    // The label is a pre-signed link to Delhivery's storage: fetched without our token.
    return link ? download(link, timeoutMs) : null;
  };
  const create = async (input: BookingInput) => {
    const { from, to } = input;
    const total = input.items.reduce((s, i) => s + Number(i.price) * i.units, 0);
    const data = {
      shipments: [
        {
          // A reverse pickup: the consignee fields are where the courier collects the parcel.
          name: from.name,
          add: [from.line1, from.line2].filter(Boolean).join(', '),
          pin: from.postalCode,
          city: from.city,
          state: from.province,
          country: 'India',
          phone: from.phone,
          order: input.key,
          payment_mode: 'Pickup',
          products_desc: input.items.map((i) => `${i.units} x ${i.name}`).join(', '),
          quantity: String(input.items.reduce((s, i) => s + i.units, 0)),
          total_amount: total.toFixed(2),
          weight: String(input.grams),
          shipping_mode: 'Surface',
          return_name: to.name,
          return_add: [to.line1, to.line2].filter(Boolean).join(', '),
          return_pin: to.postalCode,
          return_city: to.city,
          return_state: to.province,
          return_country: 'India',
        },
      ],
      pickup_location: { name: credentials.pickup_location ?? '' },
    };
    // CMU takes a form body whose `data` is the JSON (format=json&data=...), not a JSON body.
    const res = await fetch(`${origin}/api/cmu/create.json`, {
      method: 'POST',
      headers: {
        ...http.headers,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ format: 'json', data: JSON.stringify(data) }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (res.status >= 500 || [408, 429].includes(res.status))
      throw new Error(`Delhivery answered ${res.status}: ${text.slice(0, 200)}`);
    if (!res.ok) throw courierRefusal(`Delhivery refused the pickup: ${text.slice(0, 300)}`);
    const answer = created.parse(JSON.parse(text));
    const made = answer.packages?.[0];
    // Delhivery answers 200 with success false and its reasons in the package's remarks.
    if (!answer.success || !made?.waybill)
      throw courierRefusal(
        `Delhivery refused the pickup: ${remarksOf(made) || answer.rmk || 'no reason given'}`,
      );
    return made.waybill;
  };
  return {
    sandbox: false,
    async verify() {
      if (!ENVIRONMENTS.includes(credentials.environment ?? ''))
        throw new CredentialsRefused(['environment'], 'Enter production or staging');
      // Pincode serviceability: the lightest call a token may make; an unknown token answers 401.
      await refusalOf(
        await courierFetch(http, { method: 'GET', path: '/c/api/pin-codes/json/?filter_codes=110001' }),
        ['api_token'],
      );
    },
    async rates(input) {
      const served = await courierCall(
        http,
        {
          method: 'GET',
          path: `/c/api/pin-codes/json/?${new URLSearchParams({ filter_codes: input.from.postalCode })}`,
        },
        pinCodes,
      );
      const pin = served?.delivery_codes[0]?.postal_code;
      // No reverse pickup where Delhivery does not collect: no rate rather than a booking it refuses.
      if (pin?.pickup !== 'Y') return [];
      const q = new URLSearchParams({
        md: 'S',
        ss: 'DTO',
        o_pin: input.to.postalCode,
        d_pin: input.from.postalCode,
        cgm: String(input.grams),
        pt: 'Pre-paid',
      });
      const answer = await courierCall(
        http,
        { method: 'GET', path: `/api/kinko/v1/invoice/charges/.json?${q}` },
        charges,
      );
      return (answer ?? []).slice(0, 1).map((c) => ({
        service: 'Delhivery Surface',
        amount: c.total_amount.toFixed(2),
        currency: 'INR',
        days: null,
      }));
    },
    async book(input) {
      const earlier = await shipment({ ref_ids: input.key });
      const waybill = earlier?.AWB ?? (await create(input));
      return {
        externalId: waybill,
        trackingCompany: 'Delhivery',
        trackingNumber: waybill,
        trackingUrl: `https://www.delhivery.com/track/package/${encodeURIComponent(waybill)}`,
        pdf: await labelOf(waybill),
      };
    },
    async track(label) {
      const found = await shipment({ waybill: label.trackingNumber });
      return found?.Status ? statusOf(found.Status) : null;
    },
    async cancel(label) {
      const answer = await courierCall(
        http,
        {
          method: 'POST',
          path: '/api/p/edit',
          body: { waybill: label.trackingNumber, cancellation: 'true' },
        },
        z.object({ status: z.boolean().nullish(), remark: z.string().nullish() }).loose(),
      );
      if (answer?.status === false)
        throw courierRefusal(`Delhivery refused to cancel the pickup: ${answer.remark ?? 'no reason given'}`);
    },
  };
}
