import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type Queryable = Pick<Transaction, 'query' | 'exec'>;

/**
 * The types drizzle reads as PostgreSQL's text (drizzle-orm/pglite/session.js passes a parser for each with
 * every statement), each array type with its element type.
 */
const AS_TEXT = new Map<number, number | undefined>([
  [types.TIMESTAMP, undefined],
  [types.TIMESTAMPTZ, undefined],
  [types.INTERVAL, undefined],
  [types.DATE, undefined],
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
]);

const asText: Parser = (value) => value;

/** How PGlite itself parses those types (a new instance's parsers), for statements from outside drizzle. */
const PGLITE_OWN: Record<number, Parser> = Object.fromEntries(
  [...AS_TEXT].map(([oid, element]): [number, Parser] => {
    if (element === undefined) return [oid, types.parsers[oid] ?? asText];
    const parseElement = types.parsers[element];
    return [oid, (value) => types.arrayParser(value, parseElement ?? asText, oid)];
  }),
);

const PROBE = '\u0000roundtrip-probe';

/** Drizzle's parsers exactly: every one of those types, and each leaves the text as it is. */
function isDrizzles(parsers: Record<number, Parser>): boolean {
  const oids = Object.keys(parsers);
  return (
    oids.length === AS_TEXT.size &&
    oids.every((oid) => AS_TEXT.has(Number(oid)) && parsers[Number(oid)]?.(PROBE) === PROBE)
  );
}

function options(given: QueryOptions | undefined): QueryOptions {
  const parsers = given?.parsers as Record<number, Parser> | undefined;
  if (parsers && isDrizzles(parsers)) {
    const { parsers: _asText, ...rest } = given ?? {};
    return rest;
  }
  return { ...given, parsers: parsers ? { ...PGLITE_OWN, ...parsers } : PGLITE_OWN };
}

/** Each client handed to drizzle, and the PGlite (or transaction) under it. */
const under = new WeakMap<object, object>();

function textual<C extends Queryable>(client: C): C {
  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], given?: QueryOptions) =>
          target.query(text, params, options(given));
      if (property === 'exec')
        return (text: string, given?: QueryOptions) => target.exec(text, options(given));
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          (target as unknown as PGlite).transaction((tx) => callback(textual(tx)));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  under.set(proxy, client);
  return proxy;
}

/**
 * The PGlite client drizzle is given. PGlite merges a statement's parsers into a copy of its own (about
 * 320: one per array type) on every statement, ~80 µs, as much as a small query itself; drizzle passes
 * parsers with every statement. So the instance parses drizzle's text types as text itself and drizzle's
 * statements go without their parsers; any other statement on it (pg-boss's, outbox/sql-executor.ts)
 * is given PGlite's own parsers for those types, and reads them as it would from a new instance.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const oid of AS_TEXT.keys()) client.parsers[oid] = asText;
  return textual(client);
}

/** The PGlite under a drizzle database's client (`db.$client`), to give another drizzle. */
export function pgliteUnder(client: PGlite): PGlite {
  return (under.get(client) as PGlite | undefined) ?? client;
}
