import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { MailerDeps } from '../../notifications/mailer';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('customer notifications on %s', (kind) => {
  const t = useTestApp(kind);
  const detailOf = async (m: Awaited<ReturnType<typeof merchant>>, id: string) =>
    (await m.call('GET', `return-exchange/v1/${id}/common`)).json();

  it('emails the shopper each update they can see, and resends the latest one', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'asha@example.com' });
    expect((await detailOf(m, r.id)).notifications).toMatchObject([
      { recipient: 'asha@example.com', event: 'created', status: 'queued', subject: '' },
    ]);

    t.clock.advance(1000);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    // Internal notes are not announced.
    expectStatus(await m.call('PUT', `return-exchange/v1/${r.id}/notes`, { notes: 'fragile' }), 200);
    const queued = await detailOf(m, r.id);
    expect(queued.notifications).toMatchObject([
      { event: 'created', status: 'queued' },
      {
        channel: 'email',
        recipient: 'asha@example.com',
        event: 'approved',
        status: 'queued',
        attempts: 0,
        sent_at: null,
      },
    ]);
    expect(queued.allowed_actions).toContain('resend');

    // The shopper's two emails, the merchant's "new request" and the platform return.
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    const sent = await detailOf(m, r.id);
    expect(sent.notifications[1]).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      subject: `Your request ${r.name} is approved`,
    });
    expect(sent.notifications[1].body).toContain(`approved your return request ${r.name}`);
    expect(sent.notifications[1].sent_at).toBe('2026-11-01T10:00:01.000Z');
    const log = (await m.call('GET', `email-log/v1/${r.id}`)).json();
    expect(log.docs).toHaveLength(3);
    expect(log.docs.every((d: { outcome: string }) => d.outcome === 'succeeded')).toBe(true);

    t.clock.advance(60_000);
    // The merchant fixes the address, then resends: a new message to the new address, history kept.
    expectStatus(
      await m.call('PUT', `return-exchange/v1/${r.id}/contact`, {
        email: 'asha.rao@example.com',
        phone: null,
      }),
      200,
    );
    const resent = await m.call('POST', `return-exchange/v1/${r.id}/resend`, { idempotency_key: 'resend-1' });
    expectStatus(resent, 200);
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/resend`, { idempotency_key: 'resend-1' }),
      200,
    );
    expect(resent.json().notifications).toMatchObject([
      { recipient: 'asha@example.com', status: 'sent' },
      { recipient: 'asha@example.com', status: 'sent' },
      { recipient: 'asha.rao@example.com', status: 'queued', event: 'approved' },
    ]);
    expect(resent.json().timeline.at(-1)).toMatchObject({
      type: 'notification_resent',
      customer_visible: false,
      message: `Resent “${sent.notifications[1].subject}” to asha.rao@example.com`,
    });
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded']);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.requestId, r.id));
    expect(rows.filter((n) => n.audience === 'shopper').map((n) => n.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    expect(rows.find((n) => n.recipient === 'asha.rao@example.com')?.subject).toBe(
      sent.notifications[1].subject,
    );
  });

  it('sends nothing more once the merchant removed the shopper email', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: '' });
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/reject`, { reason: 'Worn' }), 200);
    const detail = await detailOf(m, r.id);
    // Only the "we received your request" written before the address was removed.
    expect(detail.notifications.map((n: { event: string }) => n.event)).toEqual(['created']);
  });

  it('marks an email failed without holding up the request, and resend sends it again', async () => {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'asha@example.com' });
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded', 'succeeded']);
    t.clock.advance(1000);
    await m.call('POST', `return-exchange/v1/${r.id}/reject`, { reason: 'Outside the window' });
    const down: MailerDeps = {
      ...t.deps,
      mailer: {
        send: async () => {
          throw new Error('SMTP 421 try later');
        },
      },
    };
    expect(await runPendingSideEffects(down)).toEqual(['retry']);
    expect(await runPendingSideEffects(down, { final: true })).toEqual(['failed']);
    const failed = await detailOf(m, r.id);
    expect(failed.notifications).toMatchObject([
      { status: 'sent', event: 'created' },
      { status: 'failed', attempts: 2, last_error: 'SMTP 421 try later', event: 'rejected' },
    ]);
    expect(failed.needs_attention).toBe(false);
    // Emails are not steps of the request: the attention banner and Retry ignore them.
    expect(failed.side_effects).toEqual([]);
    expect(failed.allowed_actions).not.toContain('retry');
    expect(failed.allowed_actions).toContain('resend');
    const log = (await m.call('GET', `email-log/v1/${r.id}`)).json().docs;
    expect(log.map((d: { outcome: string }) => d.outcome).sort()).toEqual([
      'failed',
      'failed',
      'succeeded',
      'succeeded',
    ]);

    t.clock.advance(60_000);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/resend`, {}), 200);
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded']);
    expect((await detailOf(m, r.id)).notifications.map((n: { status: string }) => n.status)).toEqual([
      'sent',
      'failed',
      'sent',
    ]);
  });

  it('refuses resend to staff without the edit permission', async () => {
    const m = await merchant(t, { permissions: ['request.all.view', 'request.approve'] });
    const r = await m.request({ customerEmail: 'asha@example.com' });
    await m.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    const res = await m.call('POST', `return-exchange/v1/${r.id}/resend`, {});
    expectStatus(res, 403);
    expect((await detailOf(m, r.id)).allowed_actions).not.toContain('resend');
  });
});
