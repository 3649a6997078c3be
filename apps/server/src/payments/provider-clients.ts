import type { PaymentCollector } from '@roundtrip/core/payments';
import { and, eq } from 'drizzle-orm';
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

/** The real client of a saved provider row; null for the providers listed as not yet supported. */
export function clientOfRow(deps: Deps, row: PaymentProviderRow): PaymentClient | null {
  const values = openCredentials(deps.config.encryptionKey, 'payment_providers', row.id, row.credentials);
  const origins = deps.config.integrationOrigins ?? {};
  if (row.provider === 'stripe') return stripeClient(stripeCredentials.parse(values), origins.stripe);
  if (row.provider === 'razorpay') return razorpayClient(razorpayCredentials.parse(values), origins.razorpay);
  if (row.provider === 'sandbox')
    return sandboxClient(sandboxSecret(deps.config.encryptionKey, row.storeId), publicUrlOf(deps));
  return null;
}

export const sandboxOf = (deps: Deps, storeId: string): PaymentClient =>
  sandboxClient(sandboxSecret(deps.config.encryptionKey, storeId), publicUrlOf(deps));

/**
 * Who collects a price difference: the store's active provider; with none, the demo store's built-in
 * sandbox; with none on a Shopify store, Shopify's own checkout (a draft order's invoice).
 */
export async function activeProvider(
  deps: Deps,
  storeId: string,
  db: Db | Tx = deps.db,
): Promise<ActiveProvider | null> {
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(and(eq(paymentProviders.storeId, storeId), eq(paymentProviders.active, true)))
    .limit(1);
  if (row) {
    const client = clientOfRow(deps, row);
    return client ? { provider: row.provider, providerId: row.id, client } : null;
  }
  const [store] = await db.select({ platform: stores.platform }).from(stores).where(eq(stores.id, storeId));
  if (store?.platform === 'demo')
    return { provider: 'sandbox', providerId: null, client: sandboxOf(deps, storeId) };
  if (store?.platform === 'shopify')
    return { provider: 'shopify_checkout', providerId: null, client: shopifyCheckoutClient(deps, storeId) };
  return null;
}
