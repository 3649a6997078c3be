import { readJson, sendJson, startFakeHttp } from '../fake-http';

type Return = {
  id: number;
  reference: string;
  items: { sku: string; return_quantity: number; received_quantity: number; damaged_quantity: number }[];
  status: 'PENDING' | 'RECEIVED';
};

/**
 * A local EasyEcom: `/access/token` for the location, a return per reference (repeats answer the first),
 * its status with received and damaged quantities, and `receive` for the warehouse's inward scan.
 */
export async function startEasyecomFake(
  account = { email: 'ops@acme.test', password: 'ee-pass', location_key: 'LOC1' },
) {
  const returns = new Map<number, Return>();
  const jwt = 'ee-jwt-1';
  let next = 1001;
  const http = await startFakeHttp(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    const body = await readJson<{
      email: string;
      password: string;
      location_key: string;
      reference_code: string;
      items: { sku: string; return_quantity: number }[];
    }>(req);
    if (url.pathname === '/access/token') {
      const ok =
        body.email === account.email &&
        body.password === account.password &&
        body.location_key === account.location_key;
      return ok
        ? send(200, { code: 200, data: { token: { jwt_token: jwt } } })
        : send(401, { code: 401, message: 'Invalid credentials' });
    }
    if (req.headers.authorization !== `Bearer ${jwt}`)
      return send(401, { code: 401, message: 'Unauthorized' });
    if (url.pathname === '/Returns/CreateReturn') {
      const existing = [...returns.values()].find((r) => r.reference === body.reference_code);
      const made: Return = existing ?? {
        id: next++,
        reference: body.reference_code,
        items: body.items.map((i) => ({
          ...i,
          received_quantity: 0,
          damaged_quantity: 0,
        })),
        status: 'PENDING',
      };
      returns.set(made.id, made);
      return send(200, { code: 200, data: { credit_note_id: made.id } });
    }
    if (url.pathname === '/Returns/getReturnStatus') {
      const r = returns.get(Number(url.searchParams.get('credit_note_id')));
      if (!r) return send(404, { code: 404, message: 'Return not found' });
      return send(200, { code: 200, data: { status: r.status, items: r.items } });
    }
    send(404, { code: 404, message: 'Not found' });
  });
  return {
    origin: http.origin,
    account,
    returns,
    /** Every expected unit arrives; `damaged` of each line are graded damaged. */
    receive(id: number, damaged = 0) {
      const r = returns.get(id);
      if (!r) throw new Error(`no return ${id}`);
      r.status = 'RECEIVED';
      for (const i of r.items)
        Object.assign(i, { received_quantity: i.return_quantity, damaged_quantity: damaged });
    },
    close: http.close,
  };
}
