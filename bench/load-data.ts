// Data and requests for bench/load.ts: the merchant list's rows, the bodies of request creation, and the
// statements the list (for the bare server) and a creation run.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Db, openPostgres } from '../apps/server/src/db/client';
import { createDemoPlatform } from '../apps/server/src/platform/demo/create-demo-platform';
import { benchConfig } from './bench-kit';

/**
 * A year of requests for the merchant list, one item each, made by PostgreSQL itself (generate_series):
 * seconds where row batches from here take half a minute against the search indexes.
 */
export async function seedRequests(db: Db, storeId: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into requests (store_id, name, kind, status, order_id, order_name, customer_name, customer_email,
      customer_phone, currency, presentment_currency, refund_mode, refund_amount, created_at)
    select ${storeId}::uuid, (90000 + i) || '-1', case when i % 3 = 0 then 'exchange' else 'return' end,
      (array['requested', 'approved', 'in_transit', 'received', 'refunded', 'rejected'])[1 + i % 6],
      (900000 + i)::text, '#' || (90000 + i), first || ' ' || last,
      lower(first) || '.' || lower(last) || i || '@example.com', (9000000000 + i)::text,
      'INR', 'INR', 'store_credit', 100 + i % 5000, now() - (i::float8 / ${count}) * interval '365 days'
    from generate_series(0, ${count - 1}) as i,
      lateral (select (array['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farid', 'Gita', 'Hari', 'Isha', 'Jay'])[1 + i % 10] as first,
        (array['Rao', 'Iyer', 'Khan', 'Shah', 'Das', 'Nair', 'Gupta', 'Singh', 'Mehta', 'Bose'])[1 + (i * 7) % 10] as last) as names`);
  await db.execute(sql`
    insert into request_items (store_id, request_id, line_item_id, title, reason, requested_qty, actual_amount,
      return_quantity, selected_quantity)
    select store_id, id, '1', 'Kurta', 'Too small', 1, 999, 1, 1 from requests r
    where store_id = ${storeId}::uuid and not exists (select 1 from request_items i where i.request_id = r.id)`);
  await db.execute(sql`analyze`);
}

type Json = Record<string, unknown>;

export const call = async (
  port: number,
  method: string,
  path: string,
  body?: Json,
  token?: string,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
};

/** Another client address per request, from the benchmarking range (RFC 2544): only a header. */
let client = 0;
export const nextIp = () => {
  client++;
  return `198.18.${(client >> 8) & 255}.${client & 255}`;
};

/** An order as a shopper looks it up: its number and email. */
export type LookupOrder = { name: string; email: string };

/** A session on the order, as the portal's lookup makes it (from another client address each time). */
async function lookUp(port: number, store: string, order: LookupOrder): Promise<string | undefined> {
  const { status, json } = await call(
    port,
    'POST',
    '/api/customer/v1/session-data',
    { store, order_number: order.name, contact: order.email },
    undefined,
    { 'x-forwarded-for': nextIp() },
  );
  return status === 201 ? String(json.session_id) : undefined;
}

/**
 * One creation body per returnable line of each order, up to `max`, interleaved across orders: bodies are
 * used once, as a shopper submits once. The orders are those of `sessions` (one per order, from the
 * measured lookups), then, while lines are short, `unseen` ones the lookups did not reach, looked up here.
 */
export async function creationBodies(
  port: number,
  source: { store: string; sessions: string[]; unseen: LookupOrder[] },
  reasonId: string,
  max: number,
) {
  const byOrder = new Map<string, Json[]>();
  let lines = 0;
  const queue: (string | LookupOrder)[] = [...source.sessions, ...source.unseen];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined && lines < max; next = queue.shift()) {
      const sessionId = typeof next === 'string' ? next : await lookUp(port, source.store, next);
      if (!sessionId) continue;
      const { status, json } = await call(port, 'GET', `/api/customer/v1/session-data/${sessionId}`);
      const order = json.order as { id: string; refund_modes: string[]; items: Json[] } | undefined;
      if (status !== 200 || !order || byOrder.has(order.id)) continue;
      const returnable = order.items.filter((i) => (i.return as { max_quantity: number }).max_quantity >= 1);
      lines += returnable.length;
      byOrder.set(
        order.id,
        returnable.map((line) => ({
          session_id: sessionId,
          kind: 'return',
          refund_mode: order.refund_modes.includes('store_credit') ? 'store_credit' : order.refund_modes[0],
          address: {
            first_name: 'Asha',
            address_line_1: '12 MG Road',
            city: 'Bengaluru',
            country: 'India',
            postal_code: '560001',
          },
          phone: { dial_code: '+91', number: '9876543210' },
          items: [{ line_item_id: line.line_item_id, quantity: 1, reason_id: reasonId }],
        })),
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const lists = [...byOrder.values()];
  const bodies: Json[] = [];
  for (let i = 0; lists.some((l) => l.length > i); i++) {
    for (const l of lists) {
      const body = l[i];
      if (body) bodies.push(body);
    }
  }
  return bodies;
}

export type Statement = { name?: string; sql: string; params: unknown[] };

/**
 * Every statement pg clients send while `work` runs: what goes on the wire, so the store wall's one
 * simple query (`begin` and its settings) and the `commit` are in, which drizzle's logger never sees.
 */
async function onTheWire(work: () => Promise<void>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const send = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, values] = args;
    const config: { text?: string; name?: string; values?: unknown[] } =
      typeof first === 'string' ? { text: first } : (first ?? {});
    const params = Array.isArray(values) ? values : (config.values ?? []);
    if (config.text) captured.push({ ...(config.name && { name: config.name }), sql: config.text, params });
    return Reflect.apply(send, this, args);
  } as typeof send;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = send;
  }
  return captured;
}

/** One call to the real app, in this process, on the bench database. */
type Call = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: Json };

/**
 * The statements the real route sends on the wire for `calls[1]`, after `calls[0]` (once before: the token's
 * signature is checked once per process, and prepared statements are made), on the bench database.
 */
async function statementsOf(
  dbUrl: string,
  server: { dataDir: string; jwtSecret: string },
  calls: [Call, Call],
  status: number,
): Promise<Statement[]> {
  const database = openPostgres(dbUrl, 10);
  const db = database.db;
  const config = benchConfig(server.dataDir, { JWT_SECRET: server.jwtSecret, DATABASE_URL: dbUrl });
  const clock = () => new Date();
  const app = await buildApp({ db, config, clock, platform: createDemoPlatform({ db, clock }) });
  await app.ready();
  try {
    const [warm, measured] = calls;
    const first = await app.inject(warm);
    if (first.statusCode !== status) throw new Error(`${warm.url}: ${first.statusCode} ${first.body}`);
    return await onTheWire(async () => {
      const res = await app.inject(measured);
      if (res.statusCode !== status) throw new Error(`${measured.url}: ${res.statusCode} ${res.body}`);
    });
  } finally {
    await app.close();
    await database.close();
  }
}

/** The statements one merchant-list call runs, captured from the real route on the bench database. */
export async function listStatements(
  dbUrl: string,
  server: { dataDir: string; jwtSecret: string },
  token: string,
  body: Json,
): Promise<Statement[]> {
  const call: Call = {
    method: 'POST',
    url: '/api/return-exchange/v1/filter-list',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  };
  const captured = await statementsOf(dbUrl, server, [call, call], 200);
  if (!captured.some((s) => s.sql.includes('from "requests"')))
    throw new Error(`no list query among the statements captured:\n${captured.map((s) => s.sql).join('\n')}`);
  return captured;
}

/** The statements one request creation runs (after another, on another line), from the real route. */
export async function creationStatements(
  dbUrl: string,
  server: { dataDir: string; jwtSecret: string },
  bodies: [Json, Json],
): Promise<Statement[]> {
  const creation = (payload: Json): Call => ({
    method: 'POST',
    url: '/api/customer/v1/requests',
    headers: { 'idempotency-key': randomUUID() },
    payload,
  });
  return statementsOf(dbUrl, server, [creation(bodies[0]), creation(bodies[1])], 201);
}
