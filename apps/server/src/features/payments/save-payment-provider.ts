import type { PaymentProviderBody, PaymentProviderView } from '@roundtrip/core';
import { isSupportedProvider, type PaymentProvider, PROVIDER_CREDENTIALS } from '@roundtrip/core/payments';
import { and, eq, ne } from 'drizzle-orm';
import { paymentProviders } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openCredentials, sealCredentials } from '../../payments/sealed-credentials';
import { listPaymentProviders } from './list-payment-providers';

/**
 * Saves a provider's credentials (sealed) and whether it is the store's active one. Fields left out
 * keep their saved value, so the page never needs the secrets back. A provider without a real client
 * answers "not yet supported" rather than pretending to connect.
 */
export async function savePaymentProvider(
  deps: Deps,
  storeId: string,
  provider: PaymentProvider,
  body: { credentials: Record<string, string>; active: boolean } & PaymentProviderBody,
): Promise<PaymentProviderView> {
  if (!isSupportedProvider(provider))
    throw new AppError('VALIDATION_FAILED', `${provider} is not yet supported`, {
      provider: 'Not yet supported',
    });
  const fields = PROVIDER_CREDENTIALS[provider];
  const unknown = Object.keys(body.credentials).filter((k) => !fields.includes(k));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', `Unknown credential ${unknown.join(', ')}`, {
      credentials: `Only ${fields.join(', ') || 'none'}`,
    });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(paymentProviders)
      .where(and(eq(paymentProviders.storeId, storeId), eq(paymentProviders.provider, provider)));
    const [row] = existing
      ? [existing]
      : await tx
          .insert(paymentProviders)
          .values({ storeId, provider, createdAt: now, updatedAt: now })
          .returning();
    if (!row) throw new Error('provider row not written');
    const merged = {
      ...openCredentials(deps.config.encryptionKey, 'payment_providers', row.id, row.credentials),
      ...body.credentials,
    };
    const missing = fields.filter((f) => !merged[f]);
    if (body.active && missing.length > 0)
      throw new AppError('VALIDATION_FAILED', `Enter ${missing.join(', ')} first`, {
        credentials: `Missing ${missing.join(', ')}`,
      });
    if (body.active)
      await tx
        .update(paymentProviders)
        .set({ active: false, updatedAt: now })
        .where(and(eq(paymentProviders.storeId, storeId), ne(paymentProviders.id, row.id)));
    await tx
      .update(paymentProviders)
      .set({
        active: body.active,
        credentials: fields.length
          ? sealCredentials(deps.config.encryptionKey, 'payment_providers', row.id, merged)
          : null,
        updatedAt: now,
      })
      .where(eq(paymentProviders.id, row.id));
  });
  const views = await listPaymentProviders(deps, storeId);
  const view = views.find((v) => v.provider === provider);
  if (!view) throw new Error('provider view missing');
  return view;
}
