import { randomUUID } from 'node:crypto';
import { readJson, sendJson, startFakeHttp } from '../fake-http';

// A local ShipStation API v2 (ShipEngine's shapes): rates, return labels whose shipment carries
// `external_shipment_id`, the shipment looked up by that id, labels listed by shipment, tracking, tracking
// updates started for the account's `track` webhook (`POST /v2/tracking/start`, 204), void, and the
// account's carrier with its services (`GET /v2/carriers/{carrier_id}`, what a connection is verified with).
// Errors carry the documented `errors[]` of `{error_source, error_type, error_code, message}`.

type FakeLabel = {
  label_id: string;
  shipment_id: string;
  external_shipment_id: string;
  status: 'completed' | 'voided';
  tracking_number: string;
  carrier_code: string;
  is_return_label: boolean;
  status_code: 'AC' | 'IT' | 'DE';
};

export type ShipStationFake = {
  url: string;
  apiKey: string;
  /** The account's one carrier and the service code labels are bought with. */
  carrierId: string;
  serviceCode: string;
  labels: FakeLabel[];
  /** Parcels whose tracking updates were started (`carrier_code:tracking_number`). */
  tracked: string[];
  /** The next label is bought, then its answer is lost (a 504 after the purchase). */
  loseNextAnswer(): void;
  setTracking(trackingNumber: string, code: FakeLabel['status_code']): void;
  close(): Promise<void>;
};

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const CARRIER_ID = 'se-1234567';
const SERVICE_CODE = 'ups_ground';

export async function startShipStationFake(): Promise<ShipStationFake> {
  const apiKey = `TEST_${randomUUID()}`;
  const labels: FakeLabel[] = [];
  const tracked: string[] = [];
  let lose = false;
  let origin = '';
  const http = await startFakeHttp(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/downloads/'))
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    if (req.headers['api-key'] !== apiKey)
      return sendJson(res, 401, {
        request_id: randomUUID(),
        errors: [
          {
            error_source: 'shipstation',
            error_type: 'security',
            error_code: 'unauthorized',
            message: 'The API key is invalid.',
          },
        ],
      });
    const carrierOf = /^\/v2\/carriers\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && carrierOf)
      return carrierOf[1] === CARRIER_ID
        ? sendJson(res, 200, {
            carrier_id: CARRIER_ID,
            carrier_code: 'ups',
            friendly_name: 'UPS',
            services: [
              { carrier_id: CARRIER_ID, carrier_code: 'ups', service_code: SERVICE_CODE, name: 'UPS Ground' },
            ],
          })
        : sendJson(res, 404, {
            request_id: randomUUID(),
            errors: [
              {
                error_source: 'shipstation',
                error_type: 'validation',
                error_code: 'invalid_identifier',
                message: `carrier_id ${decodeURIComponent(carrierOf[1] ?? '')} not found.`,
              },
            ],
          });
    const body = req.method === 'POST' ? await readJson(req) : {};
    const view = (l: FakeLabel) => ({
      ...l,
      shipment_cost: { currency: 'usd', amount: 8.25 },
      label_download: {
        pdf: `${origin}/downloads/${l.label_id}.pdf`,
        href: `${origin}/downloads/${l.label_id}.pdf`,
      },
    });
    if (req.method === 'POST' && url.pathname === '/v2/rates')
      return sendJson(res, 200, {
        rate_response: {
          rates: [
            {
              service_type: 'UPS Ground',
              shipping_amount: { currency: 'usd', amount: 8.25 },
              delivery_days: 4,
            },
          ],
        },
      });
    if (req.method === 'POST' && url.pathname === '/v2/labels') {
      const shipment = (body.shipment ?? {}) as Record<string, unknown>;
      const l: FakeLabel = {
        label_id: `se-${labels.length + 1}`,
        shipment_id: `se-s${labels.length + 1}`,
        external_shipment_id: String(shipment.external_shipment_id ?? ''),
        status: 'completed',
        tracking_number: `1Z${String(labels.length + 1).padStart(16, '0')}`,
        carrier_code: 'ups',
        is_return_label: body.is_return_label === true,
        status_code: 'AC',
      };
      labels.push(l);
      if (lose) {
        lose = false;
        return sendJson(res, 504, { errors: [{ message: 'Gateway timeout' }] });
      }
      return sendJson(res, 200, view(l));
    }
    const byExternal = /^\/v2\/shipments\/external_shipment_id\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && byExternal) {
      const l = labels.find((x) => x.external_shipment_id === decodeURIComponent(byExternal[1] ?? ''));
      return l ? sendJson(res, 200, { shipment_id: l.shipment_id }) : sendJson(res, 404, { errors: [] });
    }
    if (req.method === 'GET' && url.pathname === '/v2/labels')
      return sendJson(res, 200, {
        labels: labels.filter((l) => l.shipment_id === url.searchParams.get('shipment_id')).map(view),
      });
    const track = /^\/v2\/labels\/([^/]+)\/track$/.exec(url.pathname);
    if (req.method === 'GET' && track) {
      const l = labels.find((x) => x.label_id === track[1]);
      return l
        ? sendJson(res, 200, { tracking_number: l.tracking_number, status_code: l.status_code })
        : sendJson(res, 404, {});
    }
    if (req.method === 'POST' && url.pathname === '/v2/tracking/start') {
      const carrier = url.searchParams.get('carrier_code');
      const number = url.searchParams.get('tracking_number');
      if (!carrier || !number)
        return sendJson(res, 400, { errors: [{ message: 'carrier_code and tracking_number are required' }] });
      tracked.push(`${carrier}:${number}`);
      return res.writeHead(204).end();
    }
    const voided = /^\/v2\/labels\/([^/]+)\/void$/.exec(url.pathname);
    if (req.method === 'PUT' && voided) {
      const l = labels.find((x) => x.label_id === voided[1]);
      if (l) l.status = 'voided';
      return sendJson(res, 200, { approved: Boolean(l), message: 'Request for refund submitted.' });
    }
    sendJson(res, 404, { errors: [{ message: 'Not found' }] });
  });
  origin = http.origin;
  return {
    url: origin,
    apiKey,
    carrierId: CARRIER_ID,
    serviceCode: SERVICE_CODE,
    labels,
    tracked,
    loseNextAnswer() {
      lose = true;
    },
    setTracking(trackingNumber, code) {
      const l = labels.find((x) => x.tracking_number === trackingNumber);
      if (l) l.status_code = code;
    },
    close: http.close,
  };
}
