// Test support for the settings and rules API tests: a signed-in merchant of a store whose demo
// catalogue is seeded, so rule conditions can name real product, variant and collection ids.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { StoreRow } from '../db/schema';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import type { Platform } from '../platform/platform';
import { REF_DATE } from './demo-platform-setup';
import { bearer, createStore, createUser, logInAs } from './factories';

export type Merchant = {
  store: StoreRow;
  headers: { authorization: string };
  productIds: string[];
  variantIds: string[];
  collectionIds: string[];
};

/** A store (on `plan`) with a small demo catalogue and an admin signed in; `permissions` makes it staff. */
export async function signInMerchant(
  app: FastifyInstance,
  db: Db,
  platform: Platform,
  options: { plan?: string; permissions?: string[]; catalogue?: boolean } = {},
): Promise<Merchant> {
  const store = await createStore(db, { planName: options.plan ?? 'FREE_ONBOARD', currency: 'INR' });
  const user = await createUser(
    db,
    store.id,
    options.permissions ? { userType: 'staff', permissions: options.permissions } : {},
  );
  const { token } = await logInAs(app, store, user);
  let products: Awaited<ReturnType<Platform['listProducts']>> = [];
  let collections: Awaited<ReturnType<Platform['listCollections']>> = [];
  if (options.catalogue !== false) {
    await seedDemoPlatform(db, { storeId: store.id, orders: 1, seed: 'rules', refDate: REF_DATE });
    products = await platform.listProducts(store.id, { limit: 3 });
    collections = await platform.listCollections(store.id);
  }
  return {
    store,
    headers: bearer(token),
    productIds: products.map((p) => p.id),
    variantIds: products.flatMap((p) => p.variants.map((v) => v.id)),
    collectionIds: collections.map((c) => c.id),
  };
}
