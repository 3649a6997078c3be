import { readJson, sendJson, startFakeHttp } from '../fake-http';

type ReversePickup = {
  code: string;
  saleOrderCode: string;
  reference: string;
  itemCodes: string[];
  status: 'CREATED' | 'COMPLETE';
  received: { saleOrderItemCode: string; inventoryType: 'GOOD_INVENTORY' | 'BAD_INVENTORY' }[];
};

/**
 * A local Unicommerce: the OAuth password grant (refused credentials answer OAuth 2's 400 `invalid_grant`
 * with its `error_description`), `oms/reversePickup/create` and `oms/return/get`, with
 * `receive` standing for the facility's staff scanning the parcel in (each unit graded good or bad).
 */
export async function startUnicommerceFake(user = { username: 'ops@acme.test', password: 'uc-pass' }) {
  const pickups = new Map<string, ReversePickup>();
  const token = 'uc-token-1';
  let next = 1;
  const http = await startFakeHttp(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    if (url.pathname === '/oauth/token') {
      const ok =
        url.searchParams.get('username') === user.username &&
        url.searchParams.get('password') === user.password;
      return ok
        ? send(200, { access_token: token, token_type: 'bearer', expires_in: 43199 })
        : send(400, { error: 'invalid_grant', error_description: 'Bad credentials' });
    }
    if (req.headers.authorization !== `bearer ${token}`) return send(401, { error: 'unauthorized' });
    const body = await readJson<{
      reversePickupReference: string;
      reversePickupCode: string;
      saleOrderCode: string;
      reversePickItems: { saleOrderItemCode: string }[];
    }>(req);
    if (url.pathname === '/services/rest/v1/oms/reversePickup/create') {
      const existing = [...pickups.values()].find((p) => p.reference === body.reversePickupReference);
      if (existing) return send(200, { successful: true, reversePickupCode: existing.code, errors: [] });
      const code = `RP${String(next++).padStart(5, '0')}`;
      pickups.set(code, {
        code,
        saleOrderCode: body.saleOrderCode,
        reference: body.reversePickupReference,
        itemCodes: body.reversePickItems.map((i) => i.saleOrderItemCode),
        status: 'CREATED',
        received: [],
      });
      return send(200, { successful: true, reversePickupCode: code, errors: [] });
    }
    if (url.pathname === '/services/rest/v1/oms/return/get') {
      const p = pickups.get(body.reversePickupCode);
      if (!p)
        return send(200, { successful: false, errors: [{ description: 'Invalid reverse pickup code' }] });
      return send(200, { successful: true, returnStatus: p.status, returnItems: p.received });
    }
    send(404, { successful: false, errors: [{ description: 'Not found' }] });
  });
  return {
    origin: http.origin,
    user,
    pickups,
    /** The facility scans the parcel in: the first `bad` units are graded BAD_INVENTORY. */
    receive(code: string, bad = 0) {
      const p = pickups.get(code);
      if (!p) throw new Error(`no reverse pickup ${code}`);
      p.status = 'COMPLETE';
      p.received = p.itemCodes.map((c, i) => ({
        saleOrderItemCode: c,
        inventoryType: i < bad ? 'BAD_INVENTORY' : 'GOOD_INVENTORY',
      }));
    },
    close: http.close,
  };
}
