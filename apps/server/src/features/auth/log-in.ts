import { and, eq, sql } from 'drizzle-orm';
import { stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { issueSession } from './issue-session';
import { accountKey, admitLoginAttempt, clearAccountFailures } from './login-throttle';
import { verifyPassword } from './passwords';

export type LogInInput = { email: string; password: string; store: string; ip: string };

// One message for unknown store, unknown email and wrong password: it must not tell which was wrong.
const INVALID_CREDENTIALS = 'Incorrect email or password';

export async function logIn(
  deps: Deps,
  input: LogInInput,
): Promise<{ token: string; refresh_token: string }> {
  const now = deps.clock();
  const account = accountKey(input.store, input.email);
  await admitLoginAttempt(deps.db, account, input.ip, now);

  const [found] = await deps.db
    .select({ user: users, storeDomain: stores.domain })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(and(eq(stores.domain, input.store), eq(sql`lower(${users.email})`, input.email.toLowerCase())))
    .limit(1);

  const valid = await verifyPassword(found?.user.passwordHash, input.password);
  // The attempt was recorded as a failure when admitted; a wrong password simply leaves it there.
  if (!found || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  await clearAccountFailures(deps.db, account);
  const session = await issueSession(
    deps,
    deps.db,
    {
      id: found.user.id,
      storeId: found.user.storeId,
      storeDomain: found.storeDomain,
      email: found.user.email,
    },
    now,
  );
  return { token: session.accessToken, refresh_token: session.refreshToken };
}
