import type { PaymentCollector, PaymentProvider } from '@roundtrip/core/payments';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { and, eq, isNotNull } from 'drizzle-orm';
import { gatingPlan } from '../billing';
import type { Db, Tx } from '../db/client';
import { type PaymentProviderRow, paymentProviders, stores } from '../db/schema';
import type { Deps } from '../deps';
import type { PaymentClient } from './payment-client';
import { razorpayClient, razorpayCredentials } from './razorpay-client';
import { sandboxClient, sandboxSecret } from './sandbox-client';
import { openCredentials } from './sealed-credentials';
import { shopifyCheckoutClient } from './shopify-checkout-client';
import { stripeClient, stripeCredentials } from './stripe-client';

/** The provider that collects a store's payments, with its client. */
export type ActiveProvider = { provider: PaymentCollector; providerId: string | null; client: PaymentClient };

const publicUrlOf = (deps: Deps) => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

/** The real client of a provider with these credentials; null for the providers listed as not yet supported. */
export function clientOf(
  deps: Deps,
  provider: PaymentProvider,
  storeId: string,
  values: Record<string, string>,
): PaymentClient | null {
  const origins = deps.config.integrationOrigins ?? {};
  if (provider === 'stripe') return stripeClient(stripeCredentials.parse(values), origins.stripe);
  if (provider === 'razorpay') return razorpayClient(razorpayCredentials.parse(values), origins.razorpay);
  if (provider === 'sandbox') return sandboxOf(deps, storeId);
  return null;
}

/** The real client of a saved provider row; null for the providers listed as not yet supported. */
export function clientOfRow(deps: Deps, row: PaymentProviderRow): PaymentClient | null {
  const values = openCredentials(deps.config.encryptionKey, 'payment_providers', row.id, row.credentials);
  return clientOf(deps, row.provider, row.storeId, values);
}

export const sandboxOf = (deps: Deps, storeId: string): PaymentClient =>
  sandboxClient(sandboxSecret(deps.config.encryptionKey, storeId), publicUrlOf(deps));

/**
 * Who collects a price difference: the store's active provider, connected with credentials it accepted
 * and allowed by the plan (payment integrations; the sandbox on a demo store only); with none, the demo
 * store's built-in sandbox; with none on a Shopify store, Shopify's own checkout (a draft order's invoice).
 */
export async function activeProvider(
  deps: Deps,
  storeId: string,
  db: Db | Tx = deps.db,
): Promise<ActiveProvider | null> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return null;
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(
      and(
        eq(paymentProviders.storeId, storeId),
        eq(paymentProviders.active, true),
        isNotNull(paymentProviders.verifiedAt),
      ),
    )
    .limit(1);
  const allowed =
    row?.provider === 'sandbox'
      ? store.platform === 'demo'
      : isFeatureUnlocked(gatingPlan(deps.config, store), 'payment_integrations');
  if (row && allowed) {
    const client = clientOfRow(deps, row);
    return client ? { provider: row.provider, providerId: row.id, client } : null;
  }
  if (store.platform === 'demo')
    return { provider: 'sandbox', providerId: null, client: sandboxOf(deps, storeId) };
  if (store.platform === 'shopify')
    return { provider: 'shopify_checkout', providerId: null, client: shopifyCheckoutClient(deps, storeId) };
  return null;
}
