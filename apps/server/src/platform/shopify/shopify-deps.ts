import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import type { GraphqlCall } from './admin-graphql';
import { SHOP_QUERY } from './documents/orders';
import type { CurrencyCode } from './types/admin.types';

export type ShopifyDeps = {
  gql: GraphqlCall;
  db: Db;
  clock: Clock;
  /** The shop currency per store: it does not change once a shop has sales, so it is read once. */
  currencies: Map<string, string>;
};

export async function shopCurrency(deps: ShopifyDeps, storeId: string): Promise<string> {
  const known = deps.currencies.get(storeId);
  if (known) return known;
  const data = await deps.gql(storeId, SHOP_QUERY, {});
  deps.currencies.set(storeId, data.shop.currencyCode);
  return data.shop.currencyCode;
}

/** A platform id ('5001' or a GID) as the GID Shopify wants. */
export function gidOf(type: string, id: string): string {
  return id.startsWith('gid://') ? id : `gid://shopify/${type}/${id}`;
}

/** Our ISO 4217 code as Shopify's CurrencyCode enum (Shopify itself refuses a code it does not list). */
export const currencyCode = (code: string) => code as CurrencyCode;
