import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { burst, countStatuses } from '../../test/bursts';
import { createStore, createUser, TEST_PASSWORD } from '../../test/factories';
import { dbKinds } from '../../test/test-db';
import { accountKey, LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-throttle';

// The race shows on PostgreSQL (a pool of connections); PGlite runs one query at a time.
describe.each(dbKinds)('login limits under a burst on %s', (kind) => {
  const t = useTestApp(kind);

  const login = (payload: Record<string, unknown>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress: ip });

  async function merchant() {
    const store = await createStore(t.database.db, { domain: 'acme.myshopify.com' });
    await createUser(t.database.db, store.id, { email: 'owner@acme.test' });
  }

  it('checks exactly ten of 100 parallel wrong passwords on one account', async () => {
    await merchant();
    // From 100 addresses, so only the account's limit applies.
    const responses = await burst(100, (i) =>
      login({ email: 'owner@acme.test', password: `wrong-${i}`, store: 'acme' }, `10.1.0.${i}`),
    );
    // 401 means the password was checked; 429 means it never got that far.
    expect(countStatuses(responses)).toEqual({
      401: MAX_FAILURES_PER_ACCOUNT,
      429: 100 - MAX_FAILURES_PER_ACCOUNT,
    });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(Number(refused?.headers['retry-after'])).toBe(15 * 60);
    const account = accountKey('acme.myshopify.com', 'owner@acme.test');
    expect(
      await t.database.db.select().from(loginFailures).where(eq(loginFailures.account, account)),
    ).toHaveLength(MAX_FAILURES_PER_ACCOUNT);

    // After the window the right password works and forgives the account's failures.
    t.clock.advance(LOGIN_WINDOW_MS + 1000);
    expect(
      (await login({ email: 'owner@acme.test', password: TEST_PASSWORD, store: 'acme' }, '10.9.0.1'))
        .statusCode,
    ).toBe(200);
    expect(
      await t.database.db.select().from(loginFailures).where(eq(loginFailures.account, account)),
    ).toHaveLength(0);
  });

  it('checks exactly ten of 100 parallel logins from one IP across accounts', async () => {
    await merchant();
    const responses = await burst(100, (i) =>
      login({ email: `guess${i}@acme.test`, password: 'x', store: 'acme' }, '10.2.0.1'),
    );
    expect(countStatuses(responses)).toEqual({ 401: MAX_FAILURES_PER_IP, 429: 100 - MAX_FAILURES_PER_IP });
    expect(await t.database.db.select().from(loginFailures)).toHaveLength(MAX_FAILURES_PER_IP);
  });
});
