import type { TrackingStatus } from '@roundtrip/core/couriers';
import { z } from 'zod';
import { CredentialsRefused, refusalOf } from '../../connections/credentials-check';
import type { BookingInput, CourierClient, Party } from './courier';
import { courierRefusal } from './courier-error';
import { type CourierHttp, courierCall, courierFetch, download } from './http';

// ShipStation API v2 (api.shipstation.com, ShipEngine's shapes): a return label is a label with
// `is_return_label`; the shipment carries our key as `external_shipment_id`, so a lost purchase is
// found by that id before buying again.

export const SHIPSTATION_ORIGIN = 'https://api.shipstation.com';

const label = z.object({
  label_id: z.string(),
  status: z.string(),
  tracking_number: z.string(),
  carrier_code: z.string().nullish(),
  label_download: z.object({ pdf: z.string().nullish(), href: z.string().nullish() }).loose(),
});
type Label = z.infer<typeof label>;
const labelList = z.object({ labels: z.array(label) });
const shipmentOf = z.object({ shipment_id: z.string() });
const rates = z.object({
  rate_response: z.object({
    rates: z.array(
      z.object({
        service_type: z.string(),
        shipping_amount: z.object({ currency: z.string(), amount: z.number() }),
        delivery_days: z.number().nullish(),
      }),
    ),
  }),
});
const tracking = z.object({ status_code: z.string() }).loose();
const carrier = z.object({ services: z.array(z.object({ service_code: z.string() }).loose()) }).loose();

const addressOf = (p: Party) => ({
  name: p.name,
  phone: p.phone,
  email: p.email,
  address_line1: p.line1,
  address_line2: p.line2,
  city_locality: p.city,
  state_province: p.province,
  postal_code: p.postalCode,
  country_code: p.countryCode,
});

const STATUS: Record<string, TrackingStatus> = { AC: 'label_created', IT: 'in_transit', DE: 'delivered' };

export function shipStationClient(
  credentials: Record<string, string>,
  origin: string,
  timeoutMs: number,
): CourierClient {
  const http: CourierHttp = { origin, headers: { 'api-key': credentials.api_key ?? '' }, timeoutMs };
  const shipment = (input: Omit<BookingInput, 'key'>, key?: string) => ({
    carrier_id: credentials.carrier_id,
    service_code: credentials.service_code,
    ...(key ? { external_shipment_id: key } : {}),
    ship_from: addressOf(input.from),
    ship_to: addressOf(input.to),
    packages: [{ weight: { value: input.grams, unit: 'gram' } }],
  });
  const bookingOf = async (l: Label) => {
    const url = l.label_download.pdf ?? l.label_download.href;
    if (!url) throw new Error('ShipStation gave no label file yet');
    return {
      externalId: l.label_id,
      trackingCompany: l.carrier_code ?? 'ShipStation',
      trackingNumber: l.tracking_number,
      trackingUrl: null,
      pdf: await download(url, timeoutMs),
    };
  };
  return {
    sandbox: false,
    async verify() {
      // The carrier the labels are bought from: a wrong key answers 401, an unknown carrier 404.
      const id = credentials.carrier_id ?? '';
      const res = await courierFetch(http, { method: 'GET', path: `/v2/carriers/${encodeURIComponent(id)}` });
      await refusalOf(res, [401, 403].includes(res.status) ? ['api_key'] : ['carrier_id']);
      const services = carrier.parse(await res.json()).services.map((s) => s.service_code);
      if (!services.includes(credentials.service_code ?? ''))
        throw new CredentialsRefused(
          ['service_code'],
          `carrier ${id} has no service ${credentials.service_code}; it offers ${services.join(', ') || 'none'}`,
        );
    },
    async rates(input) {
      const answer = await courierCall(
        http,
        {
          method: 'POST',
          path: '/v2/rates',
          body: { rate_options: { carrier_ids: [credentials.carrier_id] }, shipment: shipment(input) },
        },
        rates,
      );
      return (answer?.rate_response.rates ?? []).map((r) => ({
        service: r.service_type,
        amount: r.shipping_amount.amount.toFixed(2),
        currency: r.shipping_amount.currency.toUpperCase(),
        days: r.delivery_days ?? null,
      }));
    },
    async book(input) {
      const earlier = await courierCall(
        http,
        { method: 'GET', path: `/v2/shipments/external_shipment_id/${encodeURIComponent(input.key)}` },
        shipmentOf,
      );
      if (earlier) {
        const list = await courierCall(
          http,
          { method: 'GET', path: `/v2/labels?shipment_id=${encodeURIComponent(earlier.shipment_id)}` },
          labelList,
        );
        const bought = list?.labels.find((l) => l.status !== 'voided');
        if (bought) return bookingOf(bought);
      }
      const bought = await courierCall(
        http,
        {
          method: 'POST',
          path: '/v2/labels',
          body: { shipment: shipment(input, input.key), is_return_label: true, label_format: 'pdf' },
        },
        label,
      );
      if (!bought) throw courierRefusal('ShipStation did not buy the label');
      return bookingOf(bought);
    },
    async track(l) {
      const t = await courierCall(
        http,
        { method: 'GET', path: `/v2/labels/${l.externalId}/track` },
        tracking,
      );
      return STATUS[t?.status_code ?? ''] ?? null;
    },
    async watch(parcel) {
      // Answered 204: updates now go to the account's `track` webhook until the parcel is delivered.
      const query = new URLSearchParams({
        carrier_code: parcel.trackingCompany,
        tracking_number: parcel.trackingNumber,
      });
      await courierCall(http, { method: 'POST', path: `/v2/tracking/start?${query}` }, z.unknown());
    },
    async cancel(l) {
      const voided = await courierCall(
        http,
        { method: 'PUT', path: `/v2/labels/${l.externalId}/void` },
        z.object({ approved: z.boolean(), message: z.string().optional() }).loose(),
      );
      // A label already scanned (or unknown) is answered 200 with `approved: false` and the reason.
      if (!voided?.approved)
        throw courierRefusal(`ShipStation did not void the label: ${voided?.message ?? 'label not found'}`);
    },
  };
}
