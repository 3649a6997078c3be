import { type AttemptOutcome, attemptOutcome, parseRetryAfter } from '@roundtrip/core/webhooks';
import { assertUrlAllowed, guardedLookup, RefusedAddressError } from './address-guard';

export type DeliveryMessage = {
  url: string;
  /** Same on every retry of the message, so receivers can drop duplicates. */
  messageId: string;
  body: string;
  /** The receiver's own headers for an attempt sent at `sentAt`: a signature, or Klaviyo's key. */
  headers: (sentAt: Date) => Record<string, string>;
};

export type AttemptResult = {
  /** Null when no answer came: refused address, timeout or connection error. */
  status: number | null;
  latencyMs: number;
  /** The first characters of the response, or the error, for the attempt log. */
  excerpt: string;
  retryAfterSeconds: number | null;
};

const EXCERPT_CHARS = 1_000;

export type DeliveryOptions = { allowLoopback: boolean; timeoutMs: number; now: () => Date };

/** One attempt at delivering a message. undici's request() never follows redirects: a 3xx is reported as is. */
async function deliverOnce(message: DeliveryMessage, options: DeliveryOptions): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(message.url);
  // Imported with the first delivery: a process that sends no webhook never loads it.
  const { Agent, request } = await import('undici');
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(options.allowLoopback), timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  try {
    await assertUrlAllowed(url, options.allowLoopback);
    const sentAt = options.now();
    const response = await request(url, {
      method: 'POST',
      dispatcher,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Roundtrip-Webhooks/1',
        ...message.headers(sentAt),
      },
      body: message.body,
    });
    const text = await response.body.text();
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      latencyMs: elapsed(),
      excerpt: text.slice(0, EXCERPT_CHARS),
      retryAfterSeconds: parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : null, sentAt),
    };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof RefusedAddressError ? error.cause : error;
    return {
      status: null,
      latencyMs: elapsed(),
      excerpt: cause instanceof Error ? cause.message : String(cause),
      retryAfterSeconds: null,
    };
  } finally {
    await dispatcher.close();
  }
}

/**
 * Attempt number `attempt` (1 = first) and what follows from it: delivered, endpoint gone, retry
 * after a delay, or schedule exhausted. The caller logs the result and schedules the next job.
 */
export async function attemptDelivery(
  message: DeliveryMessage,
  attempt: number,
  options: DeliveryOptions & { random: () => number },
): Promise<{ result: AttemptResult; outcome: AttemptOutcome }> {
  const result = await deliverOnce(message, options);
  return {
    result,
    outcome: attemptOutcome(attempt, result.status, result.retryAfterSeconds, options.random()),
  };
}
