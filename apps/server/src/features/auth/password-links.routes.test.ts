import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, passwordLinks, users } from '../../db/schema';
import { deliverAccountEmail } from '../../notifications/account-emails';
import { useTestApp } from '../../test/build-test-app';
import { createStore, createUser } from '../../test/factories';
import { startLocalSmtp } from '../../test/local-smtp';
import { growStoreWithAdmin, latestLink, type Member } from '../../test/team-kit';
import { dbKinds } from '../../test/test-db';
import { FORGOT_PASSWORD_ANSWER } from './forgot-password';

const UNUSABLE = { token: 'This link has expired or was already used. Ask for a new one.' };

describe.each(dbKinds)('password links on %s', (kind) => {
  const t = useTestApp(kind);
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const setPassword = (token: string, password: string) => post('/user/set-password', { token, password });
  const logIn = (store: string, email: string, password: string) =>
    post('/user/login', { store, email, password });
  const invite = async (admin: Member, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1',
      headers: admin.headers,
      payload: { email, permissions: ['request.all.view'] },
    });
    expect(res.statusCode).toBe(200);
    return (await latestLink(t.database.db, email)).token;
  };

  it('lets an invited member choose a password once, then log in with it', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const token = await invite(admin, 'new@example.com');
    expect((await logIn(admin.store.domain, 'new@example.com', 'anything at all')).statusCode).toBe(401);

    const set = await setPassword(token, 'plum tree in the yard');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      message: 'Your password is set. You can log in now.',
      store: admin.store.domain,
      email: 'new@example.com',
    });
    expect((await logIn(admin.store.domain, 'new@example.com', 'plum tree in the yard')).statusCode).toBe(
      200,
    );

    const again = await setPassword(token, 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: UNUSABLE });
    expect((await logIn(admin.store.domain, 'new@example.com', 'another fine passphrase')).statusCode).toBe(
      401,
    );
  });

  it('sends invites and resets through SMTP or the outbox, and lists them in Sent emails', async () => {
    const smtp = await startLocalSmtp();
    try {
      const admin = await growStoreWithAdmin(t.app, t.database.db);
      const token = await invite(admin, 'new@example.com');
      const forgot = await post('/user/forgot-password', {
        store: admin.store.domain,
        email: admin.user.email,
      });
      expect(forgot.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      const queued = await t.database.db.select().from(notifications).where(isNull(notifications.requestId));
      expect(queued.map((n) => [n.kind, n.recipient, n.status])).toEqual(
        expect.arrayContaining([
          ['invite', 'new@example.com', 'queued'],
          ['password_reset', admin.user.email, 'queued'],
        ]),
      );
      // The invite through SMTP, the reset into the outbox (no SMTP_URL).
      const viaSmtp = { ...t.deps, config: { ...t.deps.config, smtpUrl: smtp.url } };
      for (const n of queued)
        await deliverAccountEmail(n.kind === 'invite' ? viaSmtp : t.deps, n.id, { final: false });

      const [mail] = smtp.to('new@example.com');
      expect(mail?.subject).toBe(`Join ${admin.store.name} on Roundtrip`);
      expect(mail?.text).toContain(`/user/choose-password?token=${token}`);
      expect(mail?.html).toContain('Choose your password');
      expect(smtp.to(admin.user.email)).toEqual([]);
      // At rest nothing opens an account: the outbox keeps the link with a placeholder (in text and HTML),
      // the links table the token's hash.
      const { token: resetToken } = await latestLink(t.database.db, admin.user.email);
      const rows = await t.database.db.select().from(notifications).where(isNull(notifications.requestId));
      const links = await t.database.db.select().from(passwordLinks);
      const atRest = JSON.stringify([rows, links]);
      for (const secret of [token, resetToken]) expect(atRest.includes(secret)).toBe(false);
      for (const row of rows) {
        expect(row.body).toMatch(/token=pending-[0-9a-f-]{36}/);
        expect(row.html).toMatch(/token=pending-[0-9a-f-]{36}/);
      }
      const sent = await t.database.db.select().from(notifications).where(isNull(notifications.requestId));
      expect(sent.map((n) => [n.kind, n.status, n.transport])).toEqual(
        expect.arrayContaining([
          ['invite', 'sent', 'smtp'],
          ['password_reset', 'sent', 'outbox'],
        ]),
      );

      const list = await t.app.inject({ url: '/api/sent-email/v1', headers: admin.headers });
      const docs: { id: string; kind: string; request_id: string | null }[] = list.json().docs;
      expect(docs.map((d) => [d.kind, d.request_id])).toEqual(
        expect.arrayContaining([
          ['invite', null],
          ['password_reset', null],
        ]),
      );
      const view = (kind: string) =>
        t.app.inject({
          url: `/api/sent-email/v1/${docs.find((d) => d.kind === kind)?.id}`,
          headers: admin.headers,
        });
      // A reset link opens an account: nobody else reads it, not even an admin.
      const reset = (await view('password_reset')).json();
      expect(reset.text).toContain('/user/choose-password?token=hidden');
      expect(reset.html).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
      expect((await view('invite')).json().text).toContain(`token=${token}`);
      expect((await setPassword(token, 'plum tree in the yard')).statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it('applies the password policy when a password is chosen', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const token = await invite(admin, 'policy@example.com');
    const short = await setPassword(token, 'elevenchars');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Use at least 12 characters' });
    const common = await setPassword(token, 'qwerty123456');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({
      password:
        'This password is one of the 10,000 most common passwords; choose one that is harder to guess',
    });
    // Refusals do not spend the link; twelve characters, no digits or symbols required, are enough.
    expect((await setPassword(token, 'twelve chars')).statusCode).toBe(200);
  });

  it('keeps passwords chosen before the policy working at login', async () => {
    const store = await createStore(t.database.db);
    const user = await createUser(t.database.db, store.id, { password: 'short' });
    expect((await logIn(store.domain, user.email, 'short')).statusCode).toBe(200);
  });

  it('expires invite links after 7 days and reset links after 1 hour', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const inTime = await invite(admin, 'intime@example.com');
    const late = await invite(admin, 'late@example.com');
    t.clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await setPassword(inTime, 'plum tree in the yard')).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await setPassword(late, 'plum tree in the yard')).json().fields).toEqual(UNUSABLE);

    await post('/user/forgot-password', { store: admin.store.domain, email: admin.user.email });
    const { email, token } = await latestLink(t.database.db, admin.user.email);
    expect(email).toMatchObject({ kind: 'password_reset' });
    expect(email.body).toContain('expires in 1 hour');
    t.clock.advance(3600 * 1000 + 1000);
    expect((await setPassword(token, 'plum tree in the yard')).json().fields).toEqual(UNUSABLE);
  });

  it('resets a forgotten password and ends every login of the account', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const first = await post('/user/forgot-password', { store: admin.store.domain, email: admin.user.email });
    const { token: older } = await latestLink(t.database.db, admin.user.email);
    t.clock.advance(1000);
    await post('/user/forgot-password', { store: admin.store.domain, email: admin.user.email.toUpperCase() });
    const { token } = await latestLink(t.database.db, admin.user.email);
    expect(first.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    // Only the newest email's link works.
    expect((await setPassword(older, 'plum tree in the yard')).json().fields).toEqual(UNUSABLE);
    expect((await setPassword(token, 'plum tree in the yard')).statusCode).toBe(200);

    const refresh = await post('/user/refresh-token', {
      refresh_token: admin.refresh,
      store: admin.store.domain,
    });
    expect(refresh.statusCode).toBe(401);
    const oldPassword = await logIn(admin.store.domain, admin.user.email, 'correct horse battery');
    expect(oldPassword.statusCode).toBe(401);
    expect((await logIn(admin.store.domain, admin.user.email, 'plum tree in the yard')).statusCode).toBe(200);
  });

  it('answers forgot-password the same for a known and an unknown email', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/user/forgot-password', { store: admin.store.domain, email });
      return { res, ms: performance.now() - started };
    };
    const known = await timed(admin.user.email);
    const unknown = await timed('nobody@example.com');
    const lookalike = await timed(admin.user.email.replace('@', '+x@'));
    for (const answer of [known, unknown, lookalike]) {
      expect(answer.res.statusCode).toBe(200);
      expect(answer.res.body).toBe(known.res.body);
      // Both wait out the same floor, so the work done for a known email does not show.
      expect(answer.ms).toBeGreaterThanOrEqual(295);
    }
    expect(known.res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const emails = await t.database.db.select().from(notifications);
    expect(emails.map((e) => e.recipient)).toEqual([admin.user.email]);
    const bad = await post('/user/forgot-password', { store: admin.store.domain, email: 'nope' });
    expect(bad.json()).toMatchObject({ fields: { email: 'Please enter a valid email id' } });
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const token = await invite(admin, 'race@example.com');
    const answers = await Promise.all([
      setPassword(token, 'first racer passphrase'),
      setPassword(token, 'second racer passphrase'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first racer passphrase' : 'second racer passphrase';
    const loser = winner.startsWith('first') ? 'second racer passphrase' : 'first racer passphrase';
    expect((await logIn(admin.store.domain, 'race@example.com', winner)).statusCode).toBe(200);
    expect((await logIn(admin.store.domain, 'race@example.com', loser)).statusCode).toBe(401);
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'race@example.com'));
    const links = await t.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, member?.id ?? ''));
    expect(links).toHaveLength(1);
    expect(links[0]?.usedAt).not.toBeNull();
  });

  it('refuses a malformed token with a field message', async () => {
    const res = await setPassword('short', 'plum tree in the yard');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      token: 'This link is incomplete; open the link from the email again',
    });
  });
});
