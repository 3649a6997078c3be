import { readStoreProfile, type StoreSettingResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeProfiles, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { logoAddress } from '../../store/logo-address';

type Section = 'meta' | 'additionalDetails' | 'contact' | 'roi';

/** Writes one section of the store's profile, creating the profile on first use. */
export async function saveSection(db: Db, storeId: string, section: Section, value: object, now: Date) {
  await db
    .insert(storeProfiles)
    .values({ storeId, [section]: value, updatedAt: now })
    .onConflictDoUpdate({ target: storeProfiles.storeId, set: { [section]: value, updatedAt: now } });
}

/** The whole Store profile page of one store. */
export async function storeSettingOf(deps: Deps, storeId: string): Promise<StoreSettingResponse> {
  const [row] = await deps.db
    .select({ store: stores, profile: storeProfiles })
    .from(stores)
    .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Store not found');
  const { store, profile } = row;
  const sections = readStoreProfile(profile);
  return {
    id: store.id,
    store: store.domain,
    name: store.name,
    store_logo: logoAddress(deps.config, store),
    currency: store.currency,
    country: store.country,
    ...sections,
    // The support email lives on the store (emails use it); the contact section shows that one.
    contact: { ...sections.contact, support_email: store.supportEmail },
    updated_at: profile?.updatedAt.toISOString() ?? null,
  };
}
