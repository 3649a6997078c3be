import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { demoShops } from '../../db/schema';
import type { Clock } from '../../deps';
import type { Money, MoneySet } from '../platform';
import { PlatformError } from '../platform-error';

export type DemoDeps = { db: Db; clock: Clock };
export type Executor = Db | Tx;

/** Reserves `count` platform ids of the store; locks its demo_shops row until the transaction ends. */
export async function nextIds(tx: Tx, storeId: string, count: number): Promise<number[]> {
  const [row] = await tx
    .update(demoShops)
    .set({ nextId: sql`${demoShops.nextId} + ${count}` })
    .where(eq(demoShops.storeId, storeId))
    .returning({ next: demoShops.nextId });
  if (!row) throw new PlatformError('not_found', 'This store has no demo platform data');
  return Array.from({ length: count }, (_, i) => row.next - count + i);
}

export async function nextOrderNumber(tx: Tx, storeId: string): Promise<number> {
  const [row] = await tx
    .update(demoShops)
    .set({ nextOrderNumber: sql`${demoShops.nextOrderNumber} + 1` })
    .where(and(eq(demoShops.storeId, storeId)))
    .returning({ next: demoShops.nextOrderNumber });
  if (!row) throw new PlatformError('not_found', 'This store has no demo platform data');
  return row.next - 1;
}

export const money = (minor: number, currency: string): Money => ({
  amount: fromMinor(minor, currency),
  currency_code: currency,
});

/** Presentment amounts are derived from shop money with the order's fixed rate. */
export function moneySet(minor: number, shop: string, presentment = shop, ratePpm = 1_000_000): MoneySet {
  const converted = presentment === shop ? minor : Math.round((minor * ratePpm) / 1_000_000);
  return { shop_money: money(minor, shop), presentment_money: money(converted, presentment) };
}

/** A positive (or zero when allowed) decimal string in minor units of `currency`. */
export function parseAmount(value: string, currency: string, field: string, allowZero = false): number {
  let minor: number;
  try {
    minor = toMinor(value, currency);
  } catch {
    throw new PlatformError('invalid_input', `${field} is not an amount`);
  }
  if (minor < 0 || (!allowZero && minor === 0))
    throw new PlatformError('invalid_input', `${field} must be above zero`);
  return minor;
}

/** Platform ids arrive as strings ('5001' or a GID); anything else is not found rather than a crash. */
export function parseId(value: string | number | undefined | null): number {
  const m = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,15})$/.exec(String(value ?? '').trim());
  return m ? Number(m[1]) : -1;
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
