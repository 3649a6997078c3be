// Block and allow lists (docs/lists-and-risk.md): the merchant's exceptions to the policy for one
// shopper, order, address or product. Values are compared by a key, so "A@B.com " matches "a@b.com".

export const LIST_KINDS = ['block', 'allow'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export const LIST_SUBJECTS = [
  'email',
  'phone',
  'address',
  'order',
  'product',
  'variant',
  'customer_tag',
] as const;
export type ListSubject = (typeof LIST_SUBJECTS)[number];

export type ListEntry = {
  list: ListKind;
  subject: ListSubject;
  value: string;
  /** ISO instant after which the entry no longer applies; null: never. */
  expires_at: string | null;
};

/** What a line of an order offers to the lists: the shopper, the order, the address, the product. */
export type ListFacts = {
  email: string | null;
  phone: string | null;
  address: ListAddress | null;
  order_id: string | null;
  order_name: string | null;
  customer_tags: readonly string[];
  product_id: string | null;
  variant_id: string | null;
};

export type ListAddress = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zip?: string | null;
  country_code?: string | null;
};

/** Which lists hold this line: a block beats an allow (docs/eligibility.md "Precedence"). */
export type ListVerdict = { blocked: boolean; allowed: boolean };

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const numericId = (s: string) => /(\d+)$/.exec(s.trim())?.[1] ?? s.trim().toLowerCase();

/** One address as one comparable line: street, city, postal code and country, case and punctuation aside. */
export function addressKey(a: ListAddress): string {
  return words([a.address1, a.address2, a.city, a.zip, a.country_code].filter(Boolean).join(' '));
}

/**
 * The key a value is compared by. Phones by their last ten digits (a country code typed or not);
 * orders by name without '#' or by numeric id; products and variants by numeric id ('123' or a gid).
 */
export function listValueKey(subject: ListSubject, value: string): string {
  const v = value.trim();
  switch (subject) {
    case 'email':
    case 'customer_tag':
      return v.toLowerCase();
    case 'phone':
      return v.replace(/\D/g, '').slice(-10);
    case 'address':
      return words(v);
    case 'order':
      return v.includes('/') ? numericId(v) : v.replace(/^#/, '').toLowerCase();
    case 'product':
    case 'variant':
      return numericId(v);
  }
}

/** The keys a line of an order answers to, per subject. */
function keysOf(facts: ListFacts): Record<ListSubject, string[]> {
  const some = (s: ListSubject, v: string | null | undefined) => (v ? [listValueKey(s, v)] : []);
  return {
    email: some('email', facts.email),
    phone: some('phone', facts.phone).filter((k) => k.length >= 6),
    address: facts.address ? [addressKey(facts.address)].filter(Boolean) : [],
    order: [
      ...some('order', facts.order_name),
      ...some('order', facts.order_id && numericId(facts.order_id)),
    ],
    product: some('product', facts.product_id),
    variant: some('variant', facts.variant_id),
    customer_tag: facts.customer_tags.map((t) => listValueKey('customer_tag', t)),
  };
}

/** An entry applies until its expiry (exclusive); the instant is passed in. */
export const isListEntryActive = (entry: Pick<ListEntry, 'expires_at'>, now: number): boolean =>
  entry.expires_at === null || Date.parse(entry.expires_at) > now;

/** The entries that match this line now. */
export function matchingListEntries<E extends ListEntry>(
  entries: readonly E[],
  facts: ListFacts,
  now: number,
): E[] {
  const keys = keysOf(facts);
  return entries.filter(
    (e) => isListEntryActive(e, now) && keys[e.subject].includes(listValueKey(e.subject, e.value)),
  );
}

export function listVerdict(entries: readonly ListEntry[], facts: ListFacts, now: number): ListVerdict {
  const hits = matchingListEntries(entries, facts, now);
  return { blocked: hits.some((e) => e.list === 'block'), allowed: hits.some((e) => e.list === 'allow') };
}

/** An entry kept "until 31 May" applies through that whole day (UTC): it ends at 1 June 00:00 UTC. */
export function listEntryExpiry(lastDay: string | null): string | null {
  if (lastDay === null) return null;
  return new Date(Date.parse(`${lastDay}T00:00:00Z`) + 24 * 3600 * 1000).toISOString();
}
