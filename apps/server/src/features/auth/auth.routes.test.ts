import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginFailures, refreshTokens } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createStore, createUser, logInAs, TEST_PASSWORD } from '../../test/factories';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('auth on %s', (kind) => {
  const t = useTestApp(kind);

  const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress: ip });
  const refresh = (refresh_token: string, store: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refresh_token, store } });
  const dashboard = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard/v1', headers: bearer(token) });

  async function merchant() {
    const store = await createStore(t.database.db, { domain: 'acme.myshopify.com' });
    const user = await createUser(t.database.db, store.id, { email: 'Owner@Acme.test' });
    return { store, user };
  }

  it('logs in with a store normalised as the spec says and returns a pinned, 10-minute token', async () => {
    const { user } = await merchant();
    const res = await login({
      email: 'owner@acme.test',
      password: TEST_PASSWORD,
      store: 'ACME.anything.else',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; refresh_token: string }>();
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeProtectedHeader(body.token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ id: user.id, store: 'acme.myshopify.com', email: 'Owner@Acme.test' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(body.refresh_token);
  });

  it('answers a wrong password and an unknown email with the same 401 body', async () => {
    await merchant();
    const wrong = await login({ email: 'owner@acme.test', password: 'nope', store: 'acme' });
    const unknown = await login({ email: 'ghost@acme.test', password: 'nope', store: 'acme' });
    const otherStore = await login({ email: 'owner@acme.test', password: TEST_PASSWORD, store: 'other' });
    for (const res of [wrong, unknown, otherStore]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('rejects a bad body with 400 and the spec messages per field', async () => {
    const res = await login({ email: 'not-an-email', password: '', store: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        email: 'Please enter a valid email id',
        password: 'Please enter your password',
        store: 'Please enter your store url',
      },
    });
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.email).toBe('Please enter a valid email id');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('VALIDATION_FAILED');
  });

  it('locks an account for 15 minutes after ten failures, even for the right password', async () => {
    await merchant();
    for (let i = 0; i < 10; i++) {
      const res = await login(
        { email: 'owner@acme.test', password: `wrong-${i}`, store: 'acme' },
        `10.0.1.${i}`,
      );
      expect(res.statusCode).toBe(401);
      t.clock.advance(1000);
    }
    const locked = await login(
      { email: 'owner@acme.test', password: TEST_PASSWORD, store: 'acme' },
      '10.0.2.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(locked.json().message).toMatch(/Too many failed login attempts/);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60 - 10);
    t.clock.advance(15 * 60 * 1000);
    const again = await login(
      { email: 'owner@acme.test', password: TEST_PASSWORD, store: 'acme' },
      '10.0.2.1',
    );
    expect(again.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(loginFailures).where(eq(loginFailures.ip, '10.0.2.1')),
    ).toHaveLength(0);
  });

  it('limits one IP that tries many accounts', async () => {
    await merchant();
    for (let i = 0; i < 10; i++)
      await login({ email: `guess${i}@acme.test`, password: 'x', store: 'acme' }, '10.9.9.9');
    const res = await login({ email: 'owner@acme.test', password: TEST_PASSWORD, store: 'acme' }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    const elsewhere = await login(
      { email: 'owner@acme.test', password: TEST_PASSWORD, store: 'acme' },
      '10.9.9.8',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const { store, user } = await merchant();
    const first = await logInAs(t.app, store, user);
    const r1 = await refresh(first.refresh_token, 'acme');
    expect(r1.statusCode).toBe(200);
    const second = r1.json<{ access_token: string; refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await dashboard(second.access_token)).statusCode).toBe(200);

    const reuse = await refresh(first.refresh_token, 'acme');
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also kills the legitimate newer token and every access token of the family.
    expect((await refresh(second.refresh_token, 'acme')).statusCode).toBe(401);
    expect((await dashboard(second.access_token)).statusCode).toBe(401);
    const family = await t.database.db.select().from(refreshTokens);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('refuses an expired refresh token and a token for another store', async () => {
    const { store, user } = await merchant();
    const tokens = await logInAs(t.app, store, user);
    expect((await refresh(tokens.refresh_token, 'other-store')).statusCode).toBe(401);
    const fresh = await logInAs(t.app, store, user);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await refresh(fresh.refresh_token, 'acme')).statusCode).toBe(401);
  });

  it('logout revokes the family: the refresh and access tokens stop working', async () => {
    const { store, user } = await merchant();
    const tokens = await logInAs(t.app, store, user);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token, 'acme')).statusCode).toBe(401);
    expect((await dashboard(tokens.token)).statusCode).toBe(401);
  });

  it('answers 401 with a code for missing, malformed, expired and forged access tokens', async () => {
    const { store, user } = await merchant();
    const tokens = await logInAs(t.app, store, user);
    const none = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Please log in to continue', code: 'UNAUTHENTICATED' });
    expect((await dashboard('garbage')).statusCode).toBe(401);

    const [head, payload] = tokens.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${payload}.`;
    expect((await dashboard(unsigned)).statusCode).toBe(401);
    expect(head).toBeTruthy();

    const wrongAudience = await new SignJWT({ id: user.id, store: store.domain, email: user.email, sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('roundtrip')
      .setAudience('someone-else')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.deps.config.jwtSecret));
    expect((await dashboard(wrongAudience)).statusCode).toBe(401);

    t.clock.advance(11 * 60 * 1000);
    const expired = await dashboard(tokens.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message: 'Your session is expired, please login again.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route GET /api/nothing/here', code: 'NOT_FOUND' });
  });
});
