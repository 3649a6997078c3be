import type { TrackingStatus } from '@roundtrip/core/couriers';
import { z } from 'zod';
import { refusalOf } from '../../connections/credentials-check';
import type { CourierClient, Party } from './courier';
import { courierRefusal } from './courier-error';
import { type CourierHttp, courierCall, courierFetch } from './http';

// Shiprocket's API (apiv2.shiprocket.in/v1/external): a reverse pickup is a return order (our key as
// its order_id), then an AWB and a pickup request. A return order whose answer was lost is found by
// searching the return orders for our key before creating it again.

export const SHIPROCKET_ORIGIN = 'https://apiv2.shiprocket.in';

const login = z.object({ token: z.string() });
const created = z.object({ order_id: z.number(), shipment_id: z.number() });
const found = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      channel_order_id: z.string(),
      shipments: z.array(z.object({ id: z.number(), awb: z.string().nullish() }).loose()),
    }),
  ),
});
const awb = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({ awb_code: z.string(), courier_name: z.string().nullish() }).loose(),
  }),
});
const track = z.object({
  tracking_data: z
    .object({
      shipment_track: z.array(z.object({ current_status: z.string().nullish() }).loose()).nullish(),
      track_url: z.string().nullish(),
    })
    .loose(),
});
const serviceability = z.object({
  data: z.object({
    available_courier_companies: z.array(
      z.object({
        courier_name: z.string(),
        rate: z.number(),
        estimated_delivery_days: z.coerce.number().nullish(),
      }),
    ),
  }),
});

/** Shiprocket's words for where a parcel is, in ours. */
function statusOf(text: string): TrackingStatus | null {
  const s = text.toLowerCase();
  if (s.includes('out for delivery')) return 'out_for_delivery';
  if (s.includes('delivered')) return 'delivered';
  if (s.includes('picked up') || s.includes('in transit') || s.includes('shipped')) return 'in_transit';
  if (s.includes('pickup')) return 'label_created';
  return null;
}

const pickup = (p: Party) => ({
  pickup_customer_name: p.name,
  pickup_address: p.line1,
  pickup_address_2: p.line2,
  pickup_city: p.city,
  pickup_state: p.province,
  pickup_country: p.countryCode,
  pickup_pincode: p.postalCode,
  pickup_email: p.email,
  pickup_phone: p.phone,
});
const shipping = (p: Party) => ({
  shipping_customer_name: p.name,
  shipping_address: p.line1,
  shipping_address_2: p.line2,
  shipping_city: p.city,
  shipping_state: p.province,
  shipping_country: p.countryCode,
  shipping_pincode: p.postalCode,
  shipping_phone: p.phone,
});

export function shiprocketClient(
  credentials: Record<string, string>,
  origin: string,
  timeoutMs: number,
  today: () => Date,
): CourierClient {
  // Shiprocket tokens last ten days; one login per call keeps no token in process memory.
  const authed = async (): Promise<CourierHttp> => {
    const http = { origin, headers: {}, timeoutMs };
    const answer = await courierCall(
      http,
      {
        method: 'POST',
        path: '/v1/external/auth/login',
        body: { email: credentials.email, password: credentials.password },
      },
      login,
    );
    if (!answer) throw courierRefusal('Shiprocket refused the login');
    return { ...http, headers: { authorization: `Bearer ${answer.token}` } };
  };
  const assign = async (http: CourierHttp, shipmentId: number) => {
    const a = await courierCall(
      http,
      {
        method: 'POST',
        path: '/v1/external/courier/assign/awb',
        body: { shipment_id: shipmentId, is_return: 1 },
      },
      awb,
    );
    if (a?.awb_assign_status !== 1) throw new Error('Shiprocket assigned no courier yet');
    await courierCall(
      http,
      { method: 'POST', path: '/v1/external/courier/generate/pickup', body: { shipment_id: [shipmentId] } },
      z.object({}).loose(),
    );
    return a.response.data;
  };
  return {
    sandbox: false,
    async verify() {
      const res = await courierFetch(
        { origin, headers: {}, timeoutMs },
        {
          method: 'POST',
          path: '/v1/external/auth/login',
          body: { email: credentials.email, password: credentials.password },
        },
      );
      await refusalOf(res, ['email', 'password']);
    },
    async rates(input) {
      const http = await authed();
      const q = new URLSearchParams({
        pickup_postcode: input.from.postalCode,
        delivery_postcode: input.to.postalCode,
        weight: (input.grams / 1000).toFixed(3),
        cod: '0',
        is_return: '1',
      });
      const answer = await courierCall(
        http,
        { method: 'GET', path: `/v1/external/courier/serviceability/?${q}` },
        serviceability,
      );
      return (answer?.data.available_courier_companies ?? []).map((c) => ({
        service: c.courier_name,
        amount: c.rate.toFixed(2),
        currency: 'INR',
        days: c.estimated_delivery_days ?? null,
      }));
    },
    async book(input) {
      const http = await authed();
      const search = await courierCall(
        http,
        {
          method: 'GET',
          path: `/v1/external/orders/processing/return?search=${encodeURIComponent(input.key)}`,
        },
        found,
      );
      const earlier = search?.data.find((o) => o.channel_order_id === input.key);
      const shipmentId = earlier?.shipments[0]?.id;
      const existingAwb = earlier?.shipments[0]?.awb;
      let id = shipmentId;
      if (id === undefined) {
        const made = await courierCall(
          http,
          {
            method: 'POST',
            path: '/v1/external/orders/create/return',
            body: {
              order_id: input.key,
              order_date: today().toISOString().slice(0, 10),
              ...pickup(input.from),
              ...shipping(input.to),
              order_items: input.items.map((i) => ({
                name: i.name,
                sku: i.sku || i.name,
                units: i.units,
                selling_price: Number(i.price),
              })),
              payment_method: 'Prepaid',
              sub_total: input.items.reduce((s, i) => s + Number(i.price) * i.units, 0),
              length: 30,
              breadth: 20,
              height: 10,
              weight: input.grams / 1000,
            },
          },
          created,
        );
        if (!made) throw courierRefusal('Shiprocket did not create the return order');
        id = made.shipment_id;
      }
      const assigned = existingAwb ? { awb_code: existingAwb, courier_name: null } : await assign(http, id);
      return {
        externalId: String(id),
        trackingCompany: assigned.courier_name ?? 'Shiprocket',
        trackingNumber: assigned.awb_code,
        trackingUrl: null,
        pdf: null,
      };
    },
    async track(l) {
      const http = await authed();
      const t = await courierCall(
        http,
        { method: 'GET', path: `/v1/external/courier/track/awb/${encodeURIComponent(l.trackingNumber)}` },
        track,
      );
      const last = t?.tracking_data.shipment_track?.[0]?.current_status;
      return last ? statusOf(last) : null;
    },
    async cancel(l) {
      const http = await authed();
      await courierCall(
        http,
        {
          method: 'POST',
          path: '/v1/external/orders/cancel/shipment/awbs',
          body: { awbs: [l.trackingNumber] },
        },
        z.object({}).loose(),
      );
    },
  };
}
