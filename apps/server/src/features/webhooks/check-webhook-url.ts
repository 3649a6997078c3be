import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { assertUrlAllowed, RefusedAddressError } from '../../providers/webhooks-out/address-guard';

/**
 * The SSRF guard at the door: an address that is, or resolves to, a private, loopback or link-local
 * address (the cloud metadata service) is refused as the merchant's input, with the field named.
 */
export async function checkWebhookUrl(deps: Deps, url: string): Promise<void> {
  try {
    await assertUrlAllowed(new URL(url), deps.config.webhooksAllowLoopback ?? false);
  } catch (error) {
    const message =
      error instanceof RefusedAddressError
        ? 'Webhooks cannot be sent to private, loopback or link-local addresses'
        : 'This address could not be resolved';
    throw new AppError('VALIDATION_FAILED', message, { url: message });
  }
}
