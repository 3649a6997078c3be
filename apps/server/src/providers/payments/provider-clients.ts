import {
  type CollectorStore,
  type PaymentCollector,
  type PaymentProvider,
  priceDifferenceCollector,
} from '@roundtrip/core/payments';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type PaymentProviderRow, paymentProviders, type StoreRow, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { gatingPlan } from '../../store/billing';
import { cashfreeClient, cashfreeCredentials } from './cashfree-client';
import type { PaymentClient } from './payment-client';
import { razorpayClient, razorpayCredentials } from './razorpay-client';
import { sandboxClient, sandboxSecret } from './sandbox-client';
import { openCredentials } from './sealed-credentials';
import { shopifyCheckoutClient } from './shopify-checkout-client';
import { stripeClient, stripeCredentials } from './stripe-client';

/** Who collects a store's price differences, with its client. */
export type Collector = { provider: PaymentCollector; providerId: string | null; client: PaymentClient };

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
  if (provider === 'cashfree') return cashfreeClient(cashfreeCredentials.parse(values), origins.cashfree);
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

/** The store's switched-on provider row (one at a time), whatever it can do. */
async function switchedOnProvider(db: Db | Tx, storeId: string): Promise<PaymentProviderRow | null> {
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(and(eq(paymentProviders.storeId, storeId), eq(paymentProviders.active, true)))
    .limit(1);
  return row ?? null;
}

/** What core's collector rule reads of a store. */
export const collectorStore = (deps: Deps, store: StoreRow): CollectorStore => ({
  platform: store.platform,
  choice: store.priceDifferencesWith,
  integrations: isFeatureUnlocked(gatingPlan(deps.config, store), 'payment_integrations'),
});

/**
 * Who collects a store's price differences now (core `priceDifferenceCollector`), with its client:
 * a Shopify store's checkout by default, the provider it chose, a demo store's provider or sandbox.
 */
export async function collectorOf(
  deps: Deps,
  storeId: string,
  db: Db | Tx = deps.db,
): Promise<Collector | null> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return null;
  const row = await switchedOnProvider(db, storeId);
  const collector = priceDifferenceCollector(
    collectorStore(deps, store),
    row ? { provider: row.provider, verified: row.verifiedAt !== null } : null,
  );
  if (collector === 'shopify_checkout')
    return { provider: collector, providerId: null, client: shopifyCheckoutClient(deps, storeId) };
  if (row && row.provider === collector) {
    const client = clientOfRow(deps, row);
    return client ? { provider: collector, providerId: row.id, client } : null;
  }
  return { provider: 'sandbox', providerId: null, client: sandboxOf(deps, storeId) };
}
