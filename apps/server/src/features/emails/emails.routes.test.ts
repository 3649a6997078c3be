import { describe, expect, it } from 'vitest';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('email templates and sent emails on %s', (kind) => {
  const t = useTestApp(kind);
  const ONE = 'email-template/v1/request_rejected/hi';

  it('lists every email, refuses an unknown variable on save, and previews and sends the saved text', async () => {
    const m = await merchant(t);
    const list = await m.call('GET', 'email-template/v1');
    expectStatus(list, 200);
    expect(list.json().docs).toHaveLength(10);
    expect(list.json().docs[2]).toMatchObject({
      kind: 'request_rejected',
      audience: 'shopper',
      customized: [],
    });

    const current = (await m.call('GET', ONE)).json();
    expect(current).toMatchObject({
      customized: false,
      subject: 'आपका अनुरोध {{request_name}} स्वीकार नहीं हुआ',
    });
    expect(current.variables).toContain('reason');

    const edited = { ...current, body: 'माफ़ कीजिए {{customer_name}}: {{reason}}. कोड {{coupon_code}}' };
    const refused = await m.call('PUT', ONE, {
      subject: edited.subject,
      heading: edited.heading,
      body: edited.body,
      button: edited.button,
    });
    expectStatus(refused, 400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { body: expect.stringContaining('Unknown variable {{coupon_code}}') },
    });
    expect((await m.call('GET', ONE)).json().customized).toBe(false);

    const body = {
      subject: current.subject,
      heading: 'अनुरोध अस्वीकार',
      body: 'माफ़ कीजिए {{customer_name}}: {{reason}}',
      button: current.button,
    };
    const preview = await m.call('POST', `${ONE}/preview`, body);
    expectStatus(preview, 200);
    expect(preview.json().problems).toEqual({});
    expect(preview.json().subject).toBe('आपका अनुरोध 1001-R1 स्वीकार नहीं हुआ');
    expect(preview.json().text).toContain('माफ़ कीजिए Asha Rao: The item was worn');
    expect(preview.json().html).toContain('अनुरोध अस्वीकार');
    expect(preview.json().html).toContain(m.store.name);

    expectStatus(await m.call('PUT', ONE, body), 200);
    expect((await m.call('GET', 'email-template/v1')).json().docs[2].customized).toEqual(['hi']);

    // A Hindi shopper's rejection now uses the store's text; with no SMTP_URL it stays in the outbox.
    const r = await m.request({ customerEmail: 'asha@example.com', language: 'hi' });
    t.clock.advance(1000);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/reject`, { reason: 'पुराना सामान' }), 200);
    await runPendingSideEffects(t.deps);
    const sent = (await m.call('GET', 'sent-email/v1?page=1&limit=20')).json();
    expect(sent.total).toBe(3);
    expect(sent.docs[0]).toMatchObject({
      kind: 'request_rejected',
      recipient: 'asha@example.com',
      subject: `आपका अनुरोध ${r.name} स्वीकार नहीं हुआ`,
      status: 'sent',
      transport: 'outbox',
      language: 'hi',
      request_name: r.name,
    });
    const one = (await m.call('GET', `sent-email/v1/${sent.docs[0].id}`)).json();
    expect(one.text).toContain(': पुराना सामान');
    expect(one.html).toContain('अनुरोध अस्वीकार');

    expectStatus(await m.call('DELETE', ONE), 200);
    expect((await m.call('GET', ONE)).json()).toMatchObject({ customized: false, heading: current.heading });
  });

  it('writes the pickup window into the approval email, in the store’s time zone and the shopper’s language', async () => {
    // Monday 23 November in India: the courier comes on Tuesday, 10:00 to 18:00 (core pickupWindow).
    t.clock.set('2026-11-23T09:00:00.000Z');
    const m = await merchant(t);
    const approved = 'email-template/v1/request_approved/en';
    const current = (await m.call('GET', approved)).json();
    const template = {
      subject: current.subject,
      heading: current.heading,
      body: current.body,
      button: current.button,
    };
    const preview = await m.call('POST', `${approved}/preview`, template);
    expectStatus(preview, 200);
    expect(preview.json().text).toMatch(/Pickup window: Tuesday, 24 November, 10:00 am – 6:00 pm\./i);
    expect(preview.json().html).toMatch(/Pickup window: Tuesday, 24 November, 10:00 am – 6:00 pm\./i);
  });

  it('answers 400 to an email or language that does not exist, and 404 to another store’s email', async () => {
    const m = await merchant(t);
    expectStatus(await m.call('GET', 'email-template/v1/coupon/hi'), 400);
    expectStatus(await m.call('GET', 'email-template/v1/request_rejected/fr'), 400);
    const r = await m.request({ customerEmail: 'asha@example.com' });
    const [email] = (await m.call('GET', 'sent-email/v1')).json().docs;
    expect(email.request_id).toBe(r.id);
    const other = await merchant(t, { domain: 'other.myshopify.com' });
    expectStatus(await other.call('GET', `sent-email/v1/${email.id}`), 404);
    expect((await other.call('GET', 'sent-email/v1')).json()).toEqual({ docs: [], total: 0 });
  });

  it('lets staff without the settings permission read but not change the emails', async () => {
    const m = await merchant(t, { permissions: ['request.all.view'] });
    expectStatus(await m.call('GET', ONE), 200);
    const current = (await m.call('GET', ONE)).json();
    const body = {
      subject: current.subject,
      heading: current.heading,
      body: current.body,
      button: current.button,
    };
    expectStatus(await m.call('PUT', ONE, body), 403);
  });
});
