/** Shopify's `extensions.cost.throttleStatus`: the leaky bucket of one shop, in cost points. */
export type ThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };

type Bucket = ThrottleStatus & { at: number };

/**
 * Cost-aware throttling, one bucket per shop: each response tells how full the shop's bucket is, and a
 * call whose expected cost is above what is left waits until the restore rate has refilled enough.
 * Buckets are independent, so one busy shop never delays another.
 */
export class ShopThrottle {
  private readonly buckets = new Map<string, Bucket>();
  private readonly lastCost = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds to wait before sending `document` to `shop`, given what it cost last time. */
  waitFor(shop: string, document: string): number {
    const bucket = this.buckets.get(shop);
    if (!bucket) return 0;
    // A query above the whole bucket can never fit: waiting would not help, Shopify refuses it.
    const cost = Math.min(this.lastCost.get(document) ?? 1, bucket.maximumAvailable);
    const available = Math.min(
      bucket.maximumAvailable,
      bucket.currentlyAvailable + ((this.now() - bucket.at) / 1000) * bucket.restoreRate,
    );
    if (available >= cost || bucket.restoreRate <= 0) return 0;
    return Math.ceil(((cost - available) / bucket.restoreRate) * 1000);
  }

  /** Feeds the bucket from a response's cost extension. */
  record(
    shop: string,
    document: string,
    cost: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } | undefined,
  ) {
    if (!cost?.throttleStatus) return;
    this.buckets.set(shop, { ...cost.throttleStatus, at: this.now() });
    if (typeof cost.requestedQueryCost === 'number') this.lastCost.set(document, cost.requestedQueryCost);
  }
}

/** Exponential back-off with full jitter (AWS's recipe): spreads retries of many callers apart. */
export function backoffMs(attempt: number, random: () => number, baseMs = 250, capMs = 8000): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
