import type { ItemCondition } from '@roundtrip/core/wms';

/** A unit line we announce: our platform line item and how many units come back. */
type ExpectedLine = { lineItemId: string; quantity: number };

/** A warehouse's receipt line: our line item, units and the condition the warehouse graded them. */
export type ReceivedLine = { lineItemId: string; quantity: number; condition: ItemCondition };

/** One warehouse system's real client (docs/wms.md). */
export type WmsClient = {
  /**
   * Asks the warehouse system whether it accepts the credentials, before they are saved: throws
   * `CredentialsRefused` with its words (connections/credentials-check.ts).
   */
  verify(): Promise<void>;
  /** Announces the return the warehouse should expect; `reference` (our request) makes retries safe. */
  createExpectedReturn(input: { reference: string; orderName: string; lines: ExpectedLine[] }): Promise<{
    externalId: string;
  }>;
  /** The warehouse's receipt, or null while nothing arrived. */
  getReceipt(externalId: string): Promise<ReceivedLine[] | null>;
};

/** A JSON call to a warehouse API that fails loudly with what it answered. */
export async function callJson(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}
