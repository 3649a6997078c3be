import { KLAVIYO_ACCOUNTS_PATH } from '@roundtrip/core/klaviyo';
import type { Config } from '../../config';
import { AppError, UpstreamUnavailableError } from '../../errors';
import { klaviyoHeaders, klaviyoOrigin } from '../../providers/webhooks-out/klaviyo-events';

const CHECK_TIMEOUT_MS = 10_000;

const refused = (message: string) => new AppError('VALIDATION_FAILED', message, { api_key: message });

/**
 * Asks Klaviyo whose key this is (Get Accounts, which every private key may call with the
 * `accounts:read` scope) before it is saved, so a mistyped or revoked key is refused at once instead of
 * failing every event for three days. 401: Klaviyo does not know the key; 403: it lacks the scope.
 * Klaviyo down or slow answers 503 (nothing saved; the merchant tries again).
 */
export async function checkKlaviyoKey(config: Config, apiKey: string): Promise<void> {
  let status: number;
  try {
    const res = await fetch(`${klaviyoOrigin(config)}${KLAVIYO_ACCOUNTS_PATH}`, {
      headers: klaviyoHeaders(apiKey),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    status = res.status;
  } catch (error) {
    throw new UpstreamUnavailableError(`Klaviyo could not be reached: ${String(error)}`);
  }
  if (status === 401) throw refused('Klaviyo does not accept this key: copy the private key again');
  if (status === 403)
    throw refused('Klaviyo refused this key: give it the accounts:read and events:write scopes');
  if (status < 200 || status >= 300) throw new UpstreamUnavailableError(`Klaviyo answered ${status}`);
}
