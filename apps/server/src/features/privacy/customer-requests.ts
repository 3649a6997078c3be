import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type RequestRow, requests } from '../../db/schema';
import type { Deps } from '../../deps';

/** Who Shopify names in a privacy webhook: its customer id, email and phone, and the orders concerned. */
export type PrivacySubject = {
  customerId: string | null;
  email: string | null;
  phone: string | null;
  orderIds: readonly string[];
};

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Every request of the customer in the store: by customer id, by email (any case), by the last ten
 * digits of the phone (stored without a dial code), or on one of the orders Shopify names.
 */
export async function customerRequests(
  deps: Deps,
  storeId: string,
  who: PrivacySubject,
): Promise<RequestRow[]> {
  const matches: SQL[] = [];
  if (who.customerId) matches.push(eq(requests.customerId, who.customerId));
  if (who.email) matches.push(sql`lower(${requests.customerEmail}) = ${who.email.toLowerCase()}`);
  const phone = who.phone ? digits(who.phone).slice(-10) : '';
  if (phone.length >= 6)
    matches.push(sql`right(regexp_replace(${requests.customerPhone}, '\\D', '', 'g'), 10) = ${phone}`);
  if (who.orderIds.length > 0) matches.push(inArray(requests.orderId, [...who.orderIds]));
  if (matches.length === 0) return [];
  return deps.db
    .select()
    .from(requests)
    .where(and(eq(requests.storeId, storeId), or(...matches)));
}
