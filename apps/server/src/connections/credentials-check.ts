import type { CredentialUpdate } from '@roundtrip/core/connections';
import { AppError } from '../errors';

/**
 * The provider refused the credentials in a verification call: its own words, and the credential
 * fields they are about (the page shows the words under those fields).
 */
export class CredentialsRefused extends Error {
  constructor(
    readonly fields: readonly string[],
    words: string,
  ) {
    super(words);
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The provider's words in a refusal body, read from the message fields their documented error shapes
 * use: Razorpay `error.description`, Stripe `error.message`, OAuth 2 `error_description` / `error`
 * (Unicommerce), ShipStation `errors[].message`, Shippo `detail`, Shiprocket and EasyEcom `message`.
 */
function providerWords(body: string, status: number): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return text(body)?.slice(0, 200) ?? `HTTP ${status}`;
  }
  if (!isObject(json)) return `HTTP ${status}`;
  const error = isObject(json.error) ? json.error : null;
  const first = Array.isArray(json.errors) && isObject(json.errors[0]) ? json.errors[0] : null;
  return (
    text(error?.description) ??
    text(error?.message) ??
    text(json.error_description) ??
    text(first?.message) ??
    text(json.detail) ??
    text(json.message) ??
    text(json.error) ??
    `HTTP ${status}`
  ).slice(0, 300);
}

/**
 * One verification call's answer: a refusal of the credentials (4xx, but rate limits and timeouts)
 * becomes `CredentialsRefused` on `fields`; any other failure means the provider could not say.
 */
export async function refusalOf(res: Response, fields: readonly string[]): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  if (res.status >= 400 && res.status < 500 && ![408, 429].includes(res.status))
    throw new CredentialsRefused(fields, providerWords(body, res.status));
  throw new Error(`answered ${res.status}: ${body.slice(0, 200)}`);
}

/**
 * Asks the provider whether it accepts the credentials before anything is saved (docs/couriers.md,
 * payments.md, wms.md): a refusal answers 400 naming the provider, with its words under the fields it is
 * about; a provider that cannot be reached answers 503. Either way nothing is saved.
 */
export async function checkCredentials(provider: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof CredentialsRefused) {
      const fields = Object.fromEntries(error.fields.map((f) => [`credentials.${f}`, error.message]));
      throw new AppError(
        'VALIDATION_FAILED',
        `${provider} refused these credentials: ${error.message}`,
        fields,
      );
    }
    if (error instanceof AppError) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new AppError(
      'UNAVAILABLE',
      `${provider} could not be reached to check the credentials (${why}); nothing was saved, try again`,
    );
  }
}

/** Refuses fields the provider does not take, and switching on with a field still empty. */
export function refuseIncomplete(update: CredentialUpdate, fields: readonly string[], active: boolean): void {
  if (update.unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', `Unknown credential ${update.unknown.join(', ')}`, {
      credentials: `Only ${fields.join(', ') || 'none'}`,
    });
  if (active && update.missing.length > 0)
    throw new AppError('VALIDATION_FAILED', `Enter ${update.missing.join(', ')} first`, {
      credentials: `Missing ${update.missing.join(', ')}`,
    });
}
