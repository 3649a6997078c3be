import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, apiKeyPermissions, apiKeyShownPrefix } from '@roundtrip/core/apps';
import { and, eq, isNull } from 'drizzle-orm';
import { apps, stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from './authenticate';

const sha256 = (key: string) => createHash('sha256').update(key).digest();

/** A new key (256 random bits) with what is stored of it: the shown prefix and the SHA-256. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: apiKeyShownPrefix(key), hash: sha256(key).toString('hex') };
}

const invalid = () => new AppError('UNAUTHENTICATED', 'This API key is not valid or its app is deactivated');

/**
 * An app's API key as the request's identity: the app's store, and the permissions of its scopes that
 * its creator holds now (docs/apps.md, "A key's ceiling"): a creator demoted or removed takes that power
 * from the key on its next request. Read on every request, so deactivating or deleting an app stops its
 * key at once. A system path (before any store is known); the hash comparison is constant-time.
 */
export async function authenticateApiKey(deps: Deps, key: string): Promise<AuthContext> {
  const candidates = await deps.db
    .select({ app: apps, domain: stores.domain, creator: users })
    .from(apps)
    .innerJoin(stores, eq(stores.id, apps.storeId))
    .leftJoin(users, and(eq(users.id, apps.createdBy), eq(users.storeId, apps.storeId)))
    .where(
      and(eq(apps.keyPrefix, apiKeyShownPrefix(key)), eq(apps.active, true), isNull(stores.uninstalledAt)),
    );
  const digest = sha256(key);
  const match = candidates.find((c) => timingSafeEqual(Buffer.from(c.app.keyHash, 'hex'), digest));
  if (!match) throw invalid();
  const creator = match.creator && {
    user_type: match.creator.userType,
    permissions: match.creator.permissions,
  };
  // A few records (refunds) name a user: the key's creator; the timeline names the app. A key whose
  // creator left still authenticates, holding nothing, so its refusal can say why.
  return {
    userId: match.creator?.id ?? match.app.id,
    storeId: match.app.storeId,
    storeDomain: match.domain,
    email: match.creator?.email ?? '',
    userType: 'staff',
    permissions: apiKeyPermissions(creator, match.app.scopes),
    systemActor: `app:${match.app.id}`,
    app: { id: match.app.id, scopes: match.app.scopes },
  };
}
