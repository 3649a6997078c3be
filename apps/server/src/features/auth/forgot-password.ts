import type { LinkPurpose } from '@roundtrip/core/accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { accountKey, admitLoginAttempt } from './login-throttle';
import { issuePasswordLink } from './password-links';

/** The one answer, whether or not the email belongs to an account of that store. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we sent it a link to choose a new password. The link works for 1 hour.';

/**
 * Every answer takes at least this long (wall time, not the app's clock): writing a link and its email
 * for a known address must not be measurably slower than doing nothing for an unknown one.
 */
const ANSWER_FLOOR_MS = 300;

/** Writes the email that carries a link, in the link's transaction (notifications/account-emails.ts). */
type EmailLink = (
  tx: Tx,
  email: {
    storeId: string;
    storeName: string;
    purpose: LinkPurpose;
    recipient: string;
    link: string;
    now: Date;
  },
) => Promise<void>;

export async function forgotPassword(
  deps: Deps,
  input: { email: string; store: string; ip: string },
  emailLink: EmailLink,
): Promise<{ message: string }> {
  const started = performance.now();
  const now = deps.clock();
  // Counted like a login attempt, under its own account key: a stranger cannot flood an inbox.
  await admitLoginAttempt(deps.db, `reset:${accountKey(input.store, input.email)}`, input.ip, now);
  const [found] = await deps.db
    .select({ user: users, storeName: stores.name })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(and(eq(stores.domain, input.store), eq(sql`lower(${users.email})`, input.email.toLowerCase())))
    .limit(1);
  if (found) {
    const { user, storeName } = found;
    await deps.db.transaction(async (tx) => {
      const link = await issuePasswordLink(deps, tx, { user, purpose: 'reset', now });
      await emailLink(tx, {
        storeId: user.storeId,
        storeName,
        purpose: 'reset',
        recipient: user.email,
        link,
        now,
      });
    });
  }
  const left = ANSWER_FLOOR_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return { message: FORGOT_PASSWORD_ANSWER };
}
