// Test support for the team and password-link tests: stores with their members signed in, and the
// links read from the account emails in the outbox, as a new member would read them.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { notifications, type StoreRow, type UserRow } from '../db/schema';
import { withPasswordLinks } from '../password-link-token';
import { testConfig } from './build-test-app';
import { bearer, createStore, createUser, logInAs } from './factories';

export type Member = { store: StoreRow; user: UserRow; headers: { authorization: string }; refresh: string };

/** A store on the Grow plan (more than one user) with its admin signed in. */
export async function growStoreWithAdmin(app: FastifyInstance, db: Db): Promise<Member> {
  const store = await createStore(db, { planName: 'Grow' });
  return signIn(app, db, store, {});
}

/** A member of `store` signed in; `permissions` makes them staff. */
export async function signIn(
  app: FastifyInstance,
  db: Db,
  store: StoreRow,
  options: { permissions?: string[] },
): Promise<Member> {
  const user = await createUser(
    db,
    store.id,
    options.permissions ? { userType: 'staff', permissions: options.permissions } : {},
  );
  const tokens = await logInAs(app, store, user);
  return { store, user, headers: bearer(tokens.token), refresh: tokens.refresh_token };
}

/** The token in the newest email to `recipient`, and the email. */
export async function latestLink(db: Db, recipient: string) {
  const [email] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipient, recipient), isNull(notifications.requestId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  // The email as it is sent: the row keeps a placeholder, the token is rendered on the way out.
  const body = email ? withPasswordLinks(testConfig, email.body) : '';
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  if (!email || !token) throw new Error(`no password link emailed to ${recipient}`);
  return { email: { ...email, body }, token };
}
