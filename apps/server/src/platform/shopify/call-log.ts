import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/client';
import { integrationLogs } from '../../db/schema';

/** The side-effect attempt a GraphQL call is made for: its rows land in that request's Shopify log. */
type CallLogContext = {
  storeId: string;
  requestId: string;
  sideEffectId: string;
  effect: string;
  attempt: number;
};

/** One round trip to the Admin API, as the Shopify log shows it. */
export type GraphqlCallRecord = {
  storeId: string;
  document: string;
  variables: Record<string, unknown> | undefined;
  /** `extensions.cost`: requested and actual points, and the bucket after the call. */
  cost: Record<string, unknown> | null;
  userErrors: { field?: string[] | null; message: string }[];
  /** What went wrong at the transport or GraphQL level (throttled, no answer, refused). */
  error: string | null;
  durationMs: number;
};

const current = new AsyncLocalStorage<CallLogContext>();

/** Runs a side effect so that every Admin API call it makes is written to its request's Shopify log. */
export function withShopifyCallLog<T>(context: CallLogContext, run: () => Promise<T>): Promise<T> {
  return current.run(context, run);
}

const SECRET = /token|secret|password|code/i;

/** Variables as logged: a value under a name that may hold a secret (a gift card code) is masked. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET.test(k) && typeof v === 'string' ? '[redacted]' : redact(v),
      ]),
    );
  return value;
}

// A document opens with codegen's `#graphql` marker, a comment before the operation.
const operationName = (document: string) =>
  /^\s*(?:query|mutation)\s+(\w+)/.exec(document.replace(/#[^\n]*/g, ''))?.[1] ?? 'anonymous';

/** Writes one row per GraphQL call made inside `withShopifyCallLog`; calls outside a side effect are not logged. */
export function callLogWriter(db: Db, clock: () => Date) {
  return async (call: GraphqlCallRecord) => {
    const context = current.getStore();
    if (!context || context.storeId !== call.storeId) return;
    const operation = operationName(call.document);
    const problem = call.error ?? (call.userErrors.map((e) => e.message).join('; ') || null);
    await db.insert(integrationLogs).values({
      storeId: context.storeId,
      requestId: context.requestId,
      sideEffectId: context.sideEffectId,
      kind: 'shopify',
      effect: context.effect,
      attempt: context.attempt,
      outcome: problem ? 'failed' : 'succeeded',
      message: problem ? `${operation}: ${problem}` : operation,
      request: { operation, variables: redact(call.variables ?? {}) },
      response: { cost: call.cost, userErrors: call.userErrors },
      durationMs: call.durationMs,
      createdAt: clock(),
    });
  };
}
