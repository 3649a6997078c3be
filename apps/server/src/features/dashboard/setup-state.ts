import type { SetupState } from '@roundtrip/core';
import { and, eq, sql } from 'drizzle-orm';
import { emailTemplates, reasons, requests, type StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { storePolicyOf } from '../../store/store-policy';
import { hasDropOffPlace } from '../settings/drop-off-places/has-drop-off-place';

const exists = (rows: unknown[]) => rows.length > 0;

/** Reads each setup step's state from the store's own rows (core decides what they mean). */
export async function setupStateOf(deps: Deps, store: StoreRow): Promise<SetupState> {
  const [portal, reason, template, dropOffPlace] = await Promise.all([
    deps.db
      .select({ one: sql`1` })
      .from(requests)
      .where(and(eq(requests.storeId, store.id), eq(requests.source, 'portal')))
      .limit(1),
    deps.db
      .select({ one: sql`1` })
      .from(reasons)
      .where(and(eq(reasons.storeId, store.id), eq(reasons.active, true)))
      .limit(1),
    deps.db.select({ one: sql`1` }).from(emailTemplates).where(eq(emailTemplates.storeId, store.id)).limit(1),
    hasDropOffPlace(deps.db, store.id),
  ]);
  return {
    portalShared: exists(portal),
    reasonsSet: exists(reason),
    refundModesChosen: 'refund_modes' in store.policySettings,
    dropOffReady: dropOffPlace || !storePolicyOf(deps.config, store).return_methods.includes('drop_off'),
    emailsChecked: exists(template),
    platformConnected: store.platform === 'shopify' && store.uninstalledAt === null,
  };
}
