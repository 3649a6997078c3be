import { randomUUID } from 'node:crypto';
import { errorCodes } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { useTestApp } from './test/build-test-app';
import { bearer } from './test/factories';
import { merchant } from './test/request-setup';
import { dbKinds } from './test/test-db';

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: {
    content?: { 'application/json'?: { schema?: JsonSchema } };
  };
  responses: Record<string, unknown>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Fixed: every run sends the same requests, so a failure here fails the same way again. */
const SEED = 20261201;
const RUNS_PER_OPERATION = 8;
const BODY_LIMIT = 1024 * 1024;

// Ingredients of bad input.
const control = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f');
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 }))
  .map((p) => p.join(''));
/** Half of a UTF-16 pair alone: JSON can carry it ("\ud800"), PostgreSQL cannot store it. */
const surrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', 'a\ud83d', '\ude00b');
const withSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), surrogate, fc.string({ maxLength: 8 }))
  .map((p) => p.join(''));
/** Days no report or filter supports: outside 2000–2099, not on the calendar, not a date at all. */
const dateEdge = fc.constantFrom(
  '0001-01-01',
  '9999-12-31',
  '1970-01-01',
  '2100-01-01',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '+275760-09-13',
  '2026-1-1',
  'yesterday',
);
/** Multipart bodies no parser can read whole: no boundary, an empty one, cut short, or garbage. */
const brokenForm = fc.constantFrom(
  {
    type: 'multipart/form-data',
    body: '--b\r\nContent-Disposition: form-data; name="files"; filename="a.gif"\r\n\r\nGIF89a\r\n--b--\r\n',
  },
  { type: 'multipart/form-data; boundary=', body: '--\r\n' },
  {
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="files"; filename="a.gif"\r\n\r\nGIF89a',
  },
  { type: 'multipart/form-data; boundary=b', body: '--b\r\nContent-Disp' },
  { type: 'multipart/form-data; boundary=b', body: '\u0000\u00ff garbage' },
);
const megabyte = fc.constantFrom('x', 'é', '<').map((c) => c.repeat(1_000_000));
/** JSON nested thousands deep: written as text, since JSON.stringify itself would overflow the stack. */
class Deep {
  constructor(readonly depth: number) {}
  toText(): string {
    const open = Array.from({ length: this.depth }, (_, i) => (i % 2 ? '{"a":' : '[')).join('');
    const close = Array.from({ length: this.depth }, (_, i) => (i % 2 ? '}' : ']'))
      .reverse()
      .join('');
    return `${open}"bottom"${close}`;
  }
}
const deep = fc.integer({ min: 1000, max: 20_000 }).map((depth) => new Deep(depth));
const toJson = (value: unknown): string =>
  value instanceof Deep
    ? value.toText()
    : value !== null && typeof value === 'object' && !Array.isArray(value)
      ? `{${Object.entries(value)
          .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
          .join(',')}}`
      : JSON.stringify(value);
const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  withControl,
  withSurrogate,
  dateEdge,
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, '', ' ', '../../etc/passwd', "' or 1=1 --", '<script>1</script>'),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  { arbitrary: megabyte, weight: 1 },
  { arbitrary: deep, weight: 1 },
);
/** A value no schema of this JSON type accepts (string fields never coerce in our bodies). */
const wrongFor: Record<string, unknown> = {
  string: { nested: [1] },
  number: 'not a number',
  integer: 'not a number',
  boolean: [true],
  array: 'not a list',
  object: 7,
};
const UNKNOWN_METHODS = ['QUERY', 'PROPFIND', 'SEARCH', 'TRACE', 'LOCK', 'MKCOL', 'PURGE'] as const;

/**
 * Each generated request carries at least one thing that must be refused before any verb runs, so
 * "nothing stored changed" holds by construction, plus junk in the other fields for the parser, the
 * input hooks and the schemas to chew on.
 */
type Refusal =
  | 'surrogate-in-body'
  | 'control-in-header'
  | 'date-edge'
  | 'broken-multipart'
  | 'control-in-body'
  | 'control-in-query'
  | 'control-in-path'
  | 'proto-key'
  | 'over-limit'
  | 'not-json'
  | 'wrong-content-type'
  | 'wrong-top-level'
  | 'wrong-field-type'
  | 'unknown-method';

type Ids = Record<string, string>;

function requestFor(method: string, path: string, op: Operation, ids: Ids, token: string) {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const write = method !== 'get';
  const typed = Object.entries(body?.properties ?? {}).filter(([, s]) => s.type && s.type in wrongFor);
  const days = (op.parameters ?? []).filter((p) => p.in === 'query' && /^(from|to)$/.test(p.name));
  const refusals: Refusal[] = ['control-in-query', 'control-in-header', 'unknown-method'];
  if (path.includes('{')) refusals.push('control-in-path');
  if (write)
    refusals.push(
      'control-in-body',
      'surrogate-in-body',
      'proto-key',
      'over-limit',
      'not-json',
      'wrong-content-type',
    );
  // Every write: the two upload routes must read it as a broken form, the others refuse its type.
  if (write) refusals.push('broken-multipart');
  if (days.length > 0) refusals.push('date-edge');
  if (body?.type === 'object') refusals.push('wrong-top-level');
  if (typed.length > 0) refusals.push('wrong-field-type');

  return fc
    .record({
      refusal: fc.constantFrom(...refusals),
      fields: fc.dictionary(fc.constantFrom(...Object.keys(body?.properties ?? { extra: {} })), junk, {
        maxKeys: 4,
      }),
      typedField: fc.constantFrom(...(typed.length ? typed : [['extra', { type: 'string' }] as const])),
      topLevel: fc.oneof(
        fc.array(junk, { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.constant(null),
        deep,
      ),
      poison: withControl,
      half: withSurrogate,
      day: dateEdge,
      dayField: fc.constantFrom(...(days.length ? days.map((d) => d.name) : ['to'])),
      form: brokenForm,
      protoPath: fc.constantFrom('__proto__', 'constructor'),
      method: fc.constantFrom(...UNKNOWN_METHODS),
      garbage: fc.string({ maxLength: 40 }),
    })
    .map((g): { refusal: Refusal; options: InjectOptions } => {
      const query = new URLSearchParams();
      for (const p of op.parameters ?? [])
        if (p.in === 'query')
          query.set(p.name, ids[p.name] ?? (p.name === 'session' ? (ids.session_id ?? '') : g.garbage));
      if (g.refusal === 'control-in-query') query.set('q', g.poison);
      if (g.refusal === 'date-edge') query.set(g.dayField, g.day);
      // A URL carries UTF-8, where a lone surrogate has no form: its CESU-8 bytes are what a client can
      // send, and they decode to U+FFFD. Sent with every request, beside the refusal.
      const search = `${query.toString()}&cesu=%ED%A0%80`;
      let url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        g.refusal === 'control-in-path' ? encodeURIComponent(g.poison) : (ids[name] ?? randomUUID()),
      );
      url += `?${search}`;
      const headers: Record<string, string> = { ...bearer(token), 'idempotency-key': randomUUID() };
      if (g.refusal === 'control-in-header') headers['x-note'] = g.poison;
      const fields: Record<string, unknown> = { ...g.fields };
      if (g.refusal === 'control-in-body') fields[Object.keys(fields)[0] ?? 'extra'] = g.poison;
      if (g.refusal === 'surrogate-in-body') fields[Object.keys(fields)[0] ?? 'extra'] = g.half;
      if (g.refusal === 'wrong-field-type')
        fields[g.typedField[0]] = wrongFor[g.typedField[1].type ?? 'string'];
      let payload: string | undefined = write ? toJson(fields) : undefined;
      if (g.refusal === 'wrong-top-level') payload = toJson(g.topLevel);
      if (g.refusal === 'proto-key')
        payload = `{"a":{"${g.protoPath}":${g.protoPath === '__proto__' ? '{"admin":true}' : '{"prototype":{"admin":true}}'}},${(payload ?? '{}').slice(1)}`;
      if (g.refusal === 'over-limit') payload = toJson({ ...fields, pad: 'x'.repeat(BODY_LIMIT) });
      if (g.refusal === 'not-json') payload = `{"a": ${g.garbage}`.replace(/}$/, '');
      if (payload !== undefined)
        headers['content-type'] = g.refusal === 'wrong-content-type' ? 'application/xml' : 'application/json';
      if (g.refusal === 'broken-multipart') {
        payload = g.form.body;
        headers['content-type'] = g.form.type;
      }
      const verb = g.refusal === 'unknown-method' ? g.method : method.toUpperCase();
      return {
        refusal: g.refusal,
        options: { method: verb as 'POST', url, headers, ...(payload !== undefined && { payload }) },
      };
    });
}

/**
 * A reader of one text per table, its row count and the sum of its rows' hashes: a change anywhere shows,
 * and no table is sorted (every table is read after each operation).
 */
async function tableSums(
  db: Parameters<typeof queryRows>[0],
): Promise<() => Promise<Record<string, string>>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const statement = sql.raw(
    tables
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) as sum from "${name}" t`,
      )
      .join(' union all '),
  );
  return async () => {
    const rows = await queryRows<{ name: string; sum: string }>(db, statement);
    return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
  };
}

const describeRequest = (o: InjectOptions) =>
  `${o.method} ${String(o.url).slice(0, 120)} ${String(o.payload ?? '').slice(0, 160)}`;

/**
 * Generated bad input to every operation of the OpenAPI document (so a route added later is covered),
 * signed in as a merchant with every permission and with a live portal session: always a 4xx in our
 * error body with a status the document declares, never a 5xx, and not one row changed. Lone
 * surrogates, control characters (body, query, header), unsupported days and broken multipart included
 * (docs/security.md, "No input answers 500"). On PGlite and on PostgreSQL, which refuse different text.
 */
describe.each(dbKinds)('every operation under generated bad input on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers 4xx, declares it, and changes nothing stored', { timeout: 300_000 }, async () => {
    const m = await merchant(t);
    const order = await m.order();
    const request = await m.request({}, order);
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: {
        store: m.store.domain.replace('.myshopify.com', ''),
        order_number: order.name,
        contact: order.email,
      },
    });
    expect(lookup.statusCode, lookup.body).toBe(201);
    const ids: Ids = {
      id: request.id,
      request_id: request.id,
      session_id: lookup.json<{ session_id: string }>().session_id,
      handle: m.store.domain.replace('.myshopify.com', ''),
      product_id: order.line_items[0]?.product_id ?? '1',
      order: order.id,
    };
    const doc = (await t.app.inject({ url: '/docs/json' })).json<OpenApi>();

    const problems: string[] = [];
    const seen = new Map<Refusal, number>();
    let sent = 0;
    const sums = await tableSums(t.database.db);
    let before = await sums();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // A seed per operation (still fixed): one shared seed drew the same kinds for every operation.
        const samples = fc.sample(requestFor(method, path, op, ids, m.token), {
          seed: SEED + sent,
          numRuns: RUNS_PER_OPERATION,
        });
        for (const { refusal, options } of samples) {
          seen.set(refusal, (seen.get(refusal) ?? 0) + 1);
          sent++;
          const res = await t.app.inject(options);
          const body = String(res.headers['content-type']).includes('json')
            ? res.json<{ code?: string }>()
            : {};
          const declared = refusal === 'unknown-method' || String(res.statusCode) in op.responses;
          const ok =
            res.statusCode >= 400 &&
            res.statusCode < 500 &&
            declared &&
            errorCodes.includes(body.code as (typeof errorCodes)[number]);
          if (!ok)
            problems.push(
              `${method} ${path} [${refusal}] -> ${res.statusCode}${declared ? '' : ' (undeclared)'} ${res.body.slice(0, 160)}\n    ${describeRequest(options)}`,
            );
        }
        const after = await sums();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) problems.push(`${method} ${path} changed ${changed.join(', ')}`);
        before = after;
      }
    }
    expect(problems).toEqual([]);
    // Every kind of refusal was tried, on more than a hundred operations.
    expect([...seen.keys()].sort()).toEqual([
      'broken-multipart',
      'control-in-body',
      'control-in-header',
      'control-in-path',
      'control-in-query',
      'date-edge',
      'not-json',
      'over-limit',
      'proto-key',
      'surrogate-in-body',
      'unknown-method',
      'wrong-content-type',
      'wrong-field-type',
      'wrong-top-level',
    ]);
    expect(sent).toBeGreaterThan(100 * RUNS_PER_OPERATION);
    // The sums see a change of one field in one row (one no trigger copies elsewhere: a new customer name
    // marks the request's day for the analytics rollup).
    await t.database.db.execute(
      sql`update requests set customer_phone = customer_phone || '1' where id = ${request.id}::uuid`,
    );
    const changed = Object.entries(await sums()).filter(([table, sum]) => before[table] !== sum);
    expect(changed.map(([table]) => table)).toEqual(['requests']);
  });
});
