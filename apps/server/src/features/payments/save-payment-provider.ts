import type { PaymentProviderBody, PaymentProviderView } from '@roundtrip/core';
import { credentialUpdate } from '@roundtrip/core/connections';
import { isSupportedProvider, type PaymentProvider, PROVIDER_CREDENTIALS } from '@roundtrip/core/payments';
import { and, eq, ne } from 'drizzle-orm';
import { checkCredentials, refuseIncomplete } from '../../connections/credentials-check';
import { paymentProviders, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { clientOf } from '../../providers/payments/provider-clients';
import { openCredentials, sealCredentials } from '../../providers/payments/sealed-credentials';
import { requireFeature } from '../../store/billing';
import { listPaymentProviders } from './list-payment-providers';

const NAMES: Record<PaymentProvider, string> = {
  sandbox: 'The sandbox',
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  gokwik: 'GoKwik',
  payu: 'PayU',
  easebuzz: 'Easebuzz',
  cashfree: 'Cashfree',
};

/**
 * Saves a provider's credentials (sealed) and whether it is the store's active one. Fields left out
 * keep their saved value, so the page never needs the secrets back. A provider without a real client
 * answers "not yet supported" rather than pretending to connect; a real one is a Grow feature (payment
 * integrations) and is asked whether it accepts complete credentials before they are saved: its refusal
 * answers 400 in its words and nothing is saved (docs/payments.md). The sandbox moves no money, so it
 * exists on demo stores only.
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
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  if (provider === 'sandbox' && store.platform !== 'demo')
    throw new AppError('VALIDATION_FAILED', 'The sandbox takes no money: it exists on demo stores only', {
      provider: 'Demo stores only',
    });
  if (provider !== 'sandbox') requireFeature(deps.config, store, 'payment_integrations');
  const fields = PROVIDER_CREDENTIALS[provider];
  const where = and(eq(paymentProviders.storeId, storeId), eq(paymentProviders.provider, provider));
  const [existing] = await deps.db.select().from(paymentProviders).where(where);
  const saved = existing
    ? openCredentials(deps.config.encryptionKey, 'payment_providers', existing.id, existing.credentials)
    : {};
  const now = deps.clock();
  const update = credentialUpdate({
    fields,
    saved,
    sent: body.credentials,
    active: body.active,
    verifiedAt: existing?.verifiedAt ?? null,
    now,
  });
  refuseIncomplete(update, fields, body.active);
  const { merged, check, verifiedAt } = update;
  if (check) {
    const client = clientOf(deps, provider, storeId, merged);
    if (client) await checkCredentials(NAMES[provider], () => client.verify());
  }
  await deps.db.transaction(async (tx) => {
    let [row] = await tx.select().from(paymentProviders).where(where);
    if (!row)
      [row] = await tx
        .insert(paymentProviders)
        .values({ storeId, provider, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
    // A first save of the same provider at the same moment made the row: this save updates it.
    if (!row) [row] = await tx.select().from(paymentProviders).where(where);
    if (!row) throw new Error('provider row not written');
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
        verifiedAt,
        updatedAt: now,
      })
      .where(eq(paymentProviders.id, row.id));
  });
  const { docs } = await listPaymentProviders(deps, storeId);
  const view = docs.find((v) => v.provider === provider);
  if (!view) throw new Error('provider view missing');
  return view;
}
