import { randomUUID } from 'node:crypto';
import { readJson, sendJson, startFakeHttp } from '../fake-http';

// A local Shippo (docs.goshippo.com, API version 2018-02-08) with the shapes our client reads: shipments
// with rates, transactions (labels) carrying `metadata`, the paged transaction list, tracking on the
// transaction, refunds (an ERROR refund once the label is scanned), tracking numbers registered for the
// account's track_updated webhook (`POST /tracks/`), the account's carrier accounts (`GET /carrier_accounts/`,
// what a connection is verified with), and the label file itself. An unknown token answers 401 with the
// documented `{"detail": "Token does not exist"}`.
// `hangFirstPurchase` makes the first purchase commit and then answer too late, as a Shippo call that
// times out after buying does.

type FakeTransaction = {
  object_id: string;
  status: 'SUCCESS' | 'ERROR' | 'REFUNDED';
  metadata: string;
  tracking_number: string;
  tracking_url_provider: string;
  tracking_status: 'UNKNOWN' | 'PRE_TRANSIT' | 'TRANSIT' | 'DELIVERED' | 'RETURNED' | 'FAILURE';
  label_url: string;
  rate: { object_id: string; amount: string; currency: string; provider: string };
  object_created: string;
  messages: { text: string }[];
};

export type ShippoFake = {
  url: string;
  /** The account's first API token; `issueToken` makes more, `revokeToken` deletes one. */
  token: string;
  issueToken(): string;
  revokeToken(token: string): void;
  transactions: FakeTransaction[];
  /** Parcels registered with `POST /tracks/` for the account's tracking webhook. */
  tracks: { carrier: string; tracking_number: string; metadata: string }[];
  /** The next purchase is made, then answered after `ms` (past the client's timeout). */
  hangNextPurchase(ms: number): void;
  setTracking(trackingNumber: string, status: FakeTransaction['tracking_status']): void;
  close(): Promise<void>;
};

/** A one-page PDF: enough for a viewer and for `%PDF` checks. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const PAGE = 2;

export async function startShippoFake(): Promise<ShippoFake> {
  const newToken = () => `shippo_test_${randomUUID().replace(/-/g, '')}`;
  const token = newToken();
  const tokens = new Set([token]);
  const transactions: FakeTransaction[] = [];
  const tracks: ShippoFake['tracks'] = [];
  const rates = new Map<string, { amount: string; provider: string }>();
  let hang = 0;
  let origin = '';
  let counter = 0;

  const http = await startFakeHttp(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname.startsWith('/labels/')) {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
      return;
    }
    if (!tokens.has(String(req.headers.authorization ?? '').replace(/^ShippoToken /, '')))
      return sendJson(res, 401, { detail: 'Token does not exist' });
    const body = req.method === 'POST' ? await readJson(req) : {};
    if (req.method === 'GET' && url.pathname === '/carrier_accounts/')
      return sendJson(res, 200, {
        next: null,
        previous: null,
        results: [
          {
            object_id: 'b741b99f95e841639b54272834bc478c',
            carrier: 'usps',
            account_id: 'shippo_usps_account',
            active: true,
            test: true,
          },
        ],
      });
    if (req.method === 'POST' && url.pathname === '/shipments/') {
      const list = [
        {
          amount: '7.50',
          provider: 'USPS',
          servicelevel: { name: 'Ground Advantage', token: 'usps_ground_advantage' },
        },
        { amount: '12.10', provider: 'UPS', servicelevel: { name: 'Ground', token: 'ups_ground' } },
      ].map((r) => {
        const id = randomUUID().replace(/-/g, '');
        rates.set(id, r);
        return { object_id: id, currency: 'USD', estimated_days: 3, ...r };
      });
      return sendJson(res, 201, {
        object_id: randomUUID().replace(/-/g, ''),
        status: 'SUCCESS',
        rates: list,
      });
    }
    if (req.method === 'POST' && url.pathname === '/transactions/') {
      const rate = rates.get(String(body.rate));
      if (!rate) return sendJson(res, 400, { rate: ['Rate not found'] });
      counter++;
      const id = randomUUID().replace(/-/g, '');
      const t: FakeTransaction = {
        object_id: id,
        status: 'SUCCESS',
        metadata: String(body.metadata ?? ''),
        tracking_number: `9400${String(counter).padStart(18, '0')}`,
        tracking_url_provider: `https://tools.usps.example/go/TrackConfirmAction?tLabels=${counter}`,
        tracking_status: 'PRE_TRANSIT',
        label_url: `${origin}/labels/${id}.pdf`,
        rate: { object_id: String(body.rate), amount: rate.amount, currency: 'USD', provider: rate.provider },
        object_created: new Date().toISOString(),
        messages: [],
      };
      transactions.push(t);
      if (hang > 0) {
        const ms = hang;
        hang = 0;
        await new Promise((r) => setTimeout(r, ms));
        if (res.destroyed || req.destroyed) return;
      }
      return sendJson(res, 201, t);
    }
    if (req.method === 'GET' && url.pathname === '/transactions/') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const newest = [...transactions].reverse();
      const results = newest.slice((page - 1) * PAGE, page * PAGE);
      const next =
        page * PAGE < newest.length ? `${origin}/transactions/?page=${page + 1}&results=${PAGE}` : null;
      return sendJson(res, 200, { next, previous: null, results });
    }
    const one = /^\/transactions\/([a-f0-9]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const t = transactions.find((x) => x.object_id === one[1]);
      return t ? sendJson(res, 200, t) : sendJson(res, 404, { detail: 'Not found.' });
    }
    if (req.method === 'POST' && url.pathname === '/tracks/') {
      const t = transactions.find((x) => x.tracking_number === body.tracking_number);
      if (!body.carrier || !body.tracking_number)
        return sendJson(res, 400, { carrier: ['This field is required.'] });
      tracks.push({
        carrier: String(body.carrier),
        tracking_number: String(body.tracking_number),
        metadata: String(body.metadata ?? ''),
      });
      return sendJson(res, 201, {
        carrier: body.carrier,
        tracking_number: body.tracking_number,
        metadata: body.metadata ?? null,
        tracking_status: t ? { status: t.tracking_status } : null,
      });
    }
    if (req.method === 'POST' && url.pathname === '/refunds/') {
      const t = transactions.find((x) => x.object_id === body.transaction);
      if (!t) return sendJson(res, 400, { transaction: ['Not found'] });
      // Only unused labels are refunded: a label the carrier scanned is answered with an ERROR refund.
      const used = !['UNKNOWN', 'PRE_TRANSIT'].includes(t.tracking_status);
      if (!used) t.status = 'REFUNDED';
      return sendJson(res, 201, {
        object_id: randomUUID(),
        status: used ? 'ERROR' : 'QUEUED',
        transaction: t.object_id,
      });
    }
    sendJson(res, 404, { detail: 'Not found.' });
  });
  origin = http.origin;
  return {
    url: origin,
    token,
    issueToken() {
      const made = newToken();
      tokens.add(made);
      return made;
    },
    revokeToken(t) {
      tokens.delete(t);
    },
    transactions,
    tracks,
    hangNextPurchase(ms) {
      hang = ms;
    },
    setTracking(trackingNumber, status) {
      const t = transactions.find((x) => x.tracking_number === trackingNumber);
      if (t) t.tracking_status = status;
    },
    close: http.close,
  };
}
