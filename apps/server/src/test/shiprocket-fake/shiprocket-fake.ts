import { readJson, sendJson, startFakeHttp } from '../fake-http';

// A local Shiprocket (apiv2.shiprocket.in/v1/external): login, return orders (our key as order_id),
// searching return orders, AWB assignment, pickup, tracking by AWB, cancel by AWB, serviceability.

type FakeReturn = {
  id: number;
  channel_order_id: string;
  shipment_id: number;
  awb: string | null;
  status: string;
};

export type ShiprocketFake = {
  url: string;
  email: string;
  password: string;
  returns: FakeReturn[];
  pickups: number[];
  /** The next return order is made, then its answer is lost (a 502). */
  loseNextAnswer(): void;
  setStatus(awb: string, status: string): void;
  close(): Promise<void>;
};

export async function startShiprocketFake(): Promise<ShiprocketFake> {
  const email = 'api@store.example';
  const password = 'shiprocket-pass';
  const token = 'sr-token';
  const returns: FakeReturn[] = [];
  const pickups: number[] = [];
  let lose = false;
  const http = await startFakeHttp(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = req.method === 'POST' ? await readJson(req) : {};
    if (url.pathname === '/v1/external/auth/login')
      return body.email === email && body.password === password
        ? sendJson(res, 200, { token, email })
        : sendJson(res, 400, { message: 'Invalid email and password combination' });
    if (req.headers.authorization !== `Bearer ${token}`)
      return sendJson(res, 401, { message: 'Unauthenticated.' });
    if (req.method === 'POST' && url.pathname === '/v1/external/orders/create/return') {
      const r: FakeReturn = {
        id: 9000 + returns.length,
        channel_order_id: String(body.order_id),
        shipment_id: 7000 + returns.length,
        awb: null,
        status: 'RETURN PENDING',
      };
      returns.push(r);
      if (lose) {
        lose = false;
        return sendJson(res, 502, { message: 'Bad gateway' });
      }
      return sendJson(res, 200, {
        order_id: r.id,
        shipment_id: r.shipment_id,
        status: r.status,
        status_code: 21,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/external/orders/processing/return') {
      const q = url.searchParams.get('search') ?? '';
      return sendJson(res, 200, {
        data: returns
          .filter((r) => r.channel_order_id === q)
          .map((r) => ({
            id: r.id,
            channel_order_id: r.channel_order_id,
            shipments: [{ id: r.shipment_id, awb: r.awb }],
          })),
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/external/courier/assign/awb') {
      const r = returns.find((x) => x.shipment_id === body.shipment_id);
      if (!r) return sendJson(res, 400, { message: 'Shipment not found' });
      r.awb ??= `1415${String(r.shipment_id).padStart(10, '0')}`;
      return sendJson(res, 200, {
        awb_assign_status: 1,
        response: {
          data: { awb_code: r.awb, courier_name: 'Delhivery Reverse', shipment_id: r.shipment_id },
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/external/courier/generate/pickup') {
      pickups.push(...((body.shipment_id as number[]) ?? []));
      return sendJson(res, 200, { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-02' } });
    }
    const track = /^\/v1\/external\/courier\/track\/awb\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && track) {
      const r = returns.find((x) => x.awb === track[1]);
      return sendJson(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_track: [{ current_status: r?.status ?? 'UNKNOWN' }],
          track_url: '',
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/external/orders/cancel/shipment/awbs') {
      for (const r of returns) if ((body.awbs as string[]).includes(r.awb ?? '')) r.status = 'CANCELED';
      return sendJson(res, 200, { message: 'Bulk Shipment cancellation is in progress.' });
    }
    if (req.method === 'GET' && url.pathname === '/v1/external/courier/serviceability/')
      return sendJson(res, 200, {
        data: {
          available_courier_companies: [
            { courier_name: 'Delhivery Reverse', rate: 92.5, estimated_delivery_days: '4' },
          ],
        },
      });
    sendJson(res, 404, { message: 'Not found' });
  });
  return {
    url: http.origin,
    email,
    password,
    returns,
    pickups,
    loseNextAnswer() {
      lose = true;
    },
    setStatus(awb, status) {
      const r = returns.find((x) => x.awb === awb);
      if (r) r.status = status;
    },
    close: http.close,
  };
}
