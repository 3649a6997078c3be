import type { AppScope } from '@roundtrip/core/apps';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { refreshTokens, stores, users } from '../../db/schema';
import { inStoreWall, ownerOf } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { verifyAccessToken } from './tokens';

export type AuthContext = {
  userId: string;
  storeId: string;
  storeDomain: string;
  email: string;
  userType: 'admin' | 'staff';
  permissions: string[];
  /** The login's refresh family, when the request carries our own token. */
  sessionId?: string;
  /** Set when the system acts (a workflow, an automation: docs/workflows.md): events are the system's, naming it. */
  systemActor?: string;
  /** Set when an app's API key made the request (docs/apps.md): route access checks its scopes. */
  app?: { id: string; scopes: AppScope[] };
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's request type is extended by declaration merging
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const missing = () => new AppError('UNAUTHENTICATED', 'Please log in to continue');

/**
 * The login check of every call, prepared once per database: built by drizzle on each call and planned
 * by PostgreSQL on each call, it was a large share of the floor's work (docs/scale.md, "What every
 * merchant call pays"). Named, PostgreSQL parses it once per connection.
 */
function loginCheck(db: Db) {
  return db
    .select({ user: users, storeDomain: stores.domain, live: refreshTokens.id })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(
      refreshTokens,
      and(
        eq(refreshTokens.familyId, sql.placeholder('sid')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('login_check');
}
const loginChecks = new WeakMap<Db, ReturnType<typeof loginCheck>>();

/**
 * Before a request enters its store (the route hook) the check runs on the owner's pool, prepared once.
 * Inside a store's wall (linking another store, as the owner) it runs in that transaction, as before.
 */
function loginCheckOf(db: Db) {
  if (inStoreWall()) return loginCheck(db);
  const owner = ownerOf(db);
  let check = loginChecks.get(owner);
  if (!check) {
    check = loginCheck(owner);
    loginChecks.set(owner, check);
  }
  return check;
}

/**
 * Verifies the bearer token, then checks in the database that its login (refresh family) is not revoked
 * and that the user still belongs to the store: logout and user removal take effect at once.
 */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthContext> {
  if (!header) throw missing();
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header.trim());
  if (!match?.[1]) throw missing();
  const claims = await verifyAccessToken(deps.config.jwtSecret, match[1], deps.clock());
  const [row] = await loginCheckOf(deps.db).execute({ id: claims.id, sid: claims.sid });
  if (!row || row.storeDomain !== claims.store || !row.live) {
    throw new AppError('UNAUTHENTICATED', 'Your session is expired, please login again.');
  }
  return {
    userId: row.user.id,
    storeId: row.user.storeId,
    storeDomain: row.storeDomain,
    email: row.user.email,
    userType: row.user.userType,
    permissions: row.user.permissions,
    sessionId: claims.sid,
  };
}

/** For handlers registered behind the auth hook, where `auth` is always set. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw missing();
  return request.auth;
}
