import { REQUEST_LINK_DAYS } from '@roundtrip/core/emails';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, requestItems } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

const DAY = 86_400_000;
/** The portal address an email links to: the store's handle and the signed token. */
const LINK = /(https?:\/\/[^\s"]+\/([a-z0-9-]+)\/open\/([^?\s"]+)\?lang=(en|hi))/;

describe.each(embeddedDb)('email links to the request on %s', (kind) => {
  const t = useTestApp(kind);
  const shopperEmails = (requestId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.audience, 'shopper')))
      .orderBy(asc(notifications.createdAt));
  const linkOf = (text: string) => {
    const [, url = '', handle = '', token = ''] = LINK.exec(text) ?? [];
    return { url, handle, token };
  };
  const open = (store: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/customer/v1/request-link', payload: { store, token } });

  /** A return received and refunded ₹12.30 to its payment, its emails rendered as they are sent. */
  async function refunded() {
    const m = await merchant(t);
    const r = await m.request({ customerEmail: 'asha@example.com', status: 'received' });
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source', amount: '12.30' }),
      200,
    );
    await runPendingSideEffects(t.deps);
    await runPendingSideEffects(t.deps);
    const emails = await shopperEmails(r.id);
    const email = emails.find((n) => n.kind === 'refund_sent');
    if (!email) throw new Error(`no refund email among ${emails.map((n) => n.kind).join(', ')}`);
    return { m, r, email, emails };
  }

  it('states the exact refund, its method, the items and the next step, and links the request', async () => {
    const { r, email, emails } = await refunded();
    const [item] = await t.database.db.select().from(requestItems).where(eq(requestItems.requestId, r.id));
    expect(email.subject).toBe('Your refund of ₹12.30 is on its way');
    expect(email.body).toContain(
      `we refunded ₹12.30 to your original payment method for your return request ${r.name} (order ${r.orderName})`,
    );
    const variant = item?.variantTitle ? ` (${item.variantTitle})` : '';
    expect(email.body).toContain(`• 1 × ${item?.title}${variant}`);
    expect(email.body).toContain('Nothing more to do: your request is complete.');
    const link = linkOf(email.body);
    expect(link.url).toMatch(/\/open\/eyJ/);
    expect(email.html).toContain(`href="${link.url}"`);
    // Every shopper email of the request says what it is and links to it, none to the search page.
    for (const n of emails) {
      expect(n.body, n.kind).toContain('return request');
      expect(linkOf(n.body).token, n.kind).not.toBe('');
      expect(n.body, n.kind).not.toContain('order=');
    }
    const approved = emails.find((n) => n.kind === 'request_approved');
    expect(approved?.body).toMatch(/Refund: ₹[\d,]+\.\d\d to your original payment method/);
    expect(approved?.body).toContain('Next: send the items back as described above.');

    // The link opens a session on the order, on the request's own page.
    const opened = await open(link.handle, link.token);
    expectStatus(opened, 201);
    expect(opened.json()).toMatchObject({ request_id: r.id, order_id: r.orderId, store: link.handle });
    const page = await t.app.inject({
      url: `/api/customer/v1/requests/${r.id}?session=${opened.json().session_id}`,
    });
    expectStatus(page, 200);
    expect(page.json()).toMatchObject({ id: r.id, name: r.name });
  });

  it('refuses a tampered link, an expired one and one of another store', async () => {
    const { email } = await refunded();
    const link = linkOf(email.body);
    const [header, payload, signature = ''] = link.token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await open(link.handle, `${header}.${payload}.${flipped}`);
    expectStatus(tampered, 401);
    expect(tampered.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: { code: 'REQUEST_LINK_INVALID' },
    });
    expectStatus(await open(link.handle, 'not-a-token'), 401);

    // Another store's portal does not open it, even with a genuine token.
    const other = await merchant(t);
    const otherHandle = other.store.domain.replace(/\.myshopify\.com$/, '');
    const elsewhere = await open(otherHandle, link.token);
    expectStatus(elsewhere, 401);
    expect(elsewhere.json().reason).toEqual({ code: 'REQUEST_LINK_INVALID' });

    expectStatus(await open(link.handle, link.token), 201);
    t.clock.advance(REQUEST_LINK_DAYS * DAY + 1000);
    const expired = await open(link.handle, link.token);
    expectStatus(expired, 401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', reason: { code: 'REQUEST_LINK_EXPIRED' } });
  });

  it('names the new variant of an exchange', async () => {
    const m = await merchant(t);
    const r = await m.request({ kind: 'exchange', customerEmail: 'asha@example.com' });
    await runPendingSideEffects(t.deps);
    const [item] = await t.database.db.select().from(requestItems).where(eq(requestItems.requestId, r.id));
    const [received] = await shopperEmails(r.id);
    expect(received?.subject).toBe(`We received your request ${r.name}`);
    expect(received?.body).toContain(`We received your exchange request ${r.name}`);
    expect(received?.body).toContain(`→ exchanged for ${item?.exchangeVariantTitle}`);
    expect(received?.body).toContain('Next: the store reviews your request');
  });
});
