import { emailMoney } from '@roundtrip/core/emails';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, refunds } from '../db/schema';
import type { Deps } from '../deps';
import { runPendingSideEffects } from '../jobs/run-side-effect';
import { useTestApp } from '../test/build-test-app';
import { startLocalSmtp } from '../test/local-smtp';
import { expectStatus, merchant } from '../test/request-setup';
import { embeddedDb } from '../test/test-db';

describe.each(embeddedDb)('emails through SMTP on %s', (kind) => {
  const t = useTestApp(kind);
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());
  const viaSmtp = (): Deps => ({ ...t.deps, config: { ...t.deps.config, smtpUrl: smtp.url } });
  const emailsOf = (requestId: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.requestId, requestId));

  it('writes to a Hindi shopper in Hindi, with the exact refund amount and a link to the request in Hindi', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'hindi.shopper@example.com', language: 'hi' });
    t.clock.advance(1000);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    await runPendingSideEffects(viaSmtp());
    t.clock.advance(1000);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/receive`, {}), 200);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source' }), 200);
    // The refund runs on the platform first; its email is written only once the platform made it.
    expect((await emailsOf(r.id)).some((n) => n.kind === 'refund_sent')).toBe(false);
    await runPendingSideEffects(viaSmtp());
    await runPendingSideEffects(viaSmtp());

    const mails = smtp.to('hindi.shopper@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `हमें आपका अनुरोध ${r.name} मिल गया है`,
        `आपका अनुरोध ${r.name} स्वीकार हो गया है`,
        `${r.name} का आपका पार्सल हमें मिल गया है`,
      ]),
    );
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, r.id));
    const amount = emailMoney(refund?.amount ?? '', 'INR', 'hi', 'IN');
    expect(amount).toMatch(/^₹[\d,]+\.\d\d$/);
    const refunded = mails.find((mail) => mail.subject === `आपका ${amount} का रिफ़ंड भेज दिया गया है`);
    expect(refunded?.text).toContain(`${amount} का रिफ़ंड आपके मूल भुगतान माध्यम में भेज दिया है`);
    expect(refunded?.text).toMatch(/\/open\/eyJ[^?\s]+\?lang=hi/);
    expect(refunded?.html).toContain('lang="hi"');
    expect(refunded?.from?.text).toContain('returns@localhost');
    // The merchant hears of the new request in the store's language.
    expect(smtp.to(m.user.email).map((mail) => mail.subject)).toContain(
      `New request ${r.name} from ${r.customerName || r.customerEmail}`,
    );
  });

  it('flags the request for the merchant when the shopper address bounces', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'nobody@example.com' });
    smtp.answer('nobody@example.com', { code: 550, message: 'No such user here' });
    await runPendingSideEffects(viaSmtp());
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.notifications).toMatchObject([{ status: 'bounced', attempts: 1 }]);
    expect(detail.notifications[0].last_error).toContain('550');
    expect(detail.needs_attention).toBe(true);
    expect(detail.timeline.at(-1)).toMatchObject({ type: 'needs_attention' });
    await runPendingSideEffects(viaSmtp());
    const told = smtp
      .to(m.user.email)
      .find((mail) => mail.subject === `Request ${r.name} needs your attention`);
    expect(told?.text).toContain('The email to nobody@example.com bounced');
    expect(smtp.to('nobody@example.com')).toEqual([]);
  });

  it('retries a temporary refusal: one email arrives, two attempts are logged', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'later@example.com' });
    smtp.answer('later@example.com', { code: 451, message: 'Greylisted, try again' });
    expect((await runPendingSideEffects(viaSmtp())).sort()).toEqual(['retry', 'succeeded']);
    expect(await runPendingSideEffects(viaSmtp())).toEqual(['succeeded']);
    expect(smtp.to('later@example.com')).toHaveLength(1);
    const [shopper] = (await emailsOf(r.id)).filter((n) => n.audience === 'shopper');
    expect(shopper).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp' });
    const log = (await m.call('GET', `email-log/v1/${r.id}`)).json().docs;
    const shopperLog = log.filter(
      (d: { request: { to?: string; notificationId?: string } }) =>
        d.request.to === 'later@example.com' || d.request.notificationId === shopper?.id,
    );
    expect(shopperLog.map((d: { outcome: string }) => d.outcome)).toEqual(['succeeded', 'failed']);
    expect(shopperLog[1].message).toContain('451');
  });

  it('sends no refund email when the refund fails, and tells the merchant', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'asha@example.com', status: 'received' });
    await runPendingSideEffects(viaSmtp());
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source' }), 200);
    const declined: Deps = {
      ...viaSmtp(),
      platform: {
        ...t.deps.platform,
        refund: async () => {
          throw new Error('The gateway declined the refund');
        },
      },
    };
    expect(await runPendingSideEffects(declined, { final: true })).toEqual(['failed']);
    await runPendingSideEffects(viaSmtp());
    const emails = await emailsOf(r.id);
    expect(emails.some((n) => n.kind === 'refund_sent')).toBe(false);
    expect(emails.filter((n) => n.kind === 'merchant_needs_attention')).toHaveLength(1);
    expect(smtp.to('asha@example.com').some((mail) => mail.subject?.includes('refund'))).toBe(false);
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.needs_attention).toBe(true);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.requestId, r.id), eq(refunds.storeId, m.store.id)));
    expect(refund?.status).toBe('failed');
  });
});
