import { SESSION_EXPIRED_MESSAGE } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';
import { MAX_FAILURES_PER_ORDER } from './lookup-throttle';

/** What the shopper is refused travels as a code the portal words, beside the API's English. */
describe.each(embeddedDb)('shopper refusals carry their code on %s', (kind) => {
  const t = usePortalTest(kind);
  const lookup = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/customer/v1/session-data', payload, remoteAddress: ip });

  it('an unknown store, a lookup refused too often, a gift lookup the store does not take', async () => {
    const store = await t.app.inject({ url: '/api/customer/v1/store/nobody' });
    expect(store.json()).toEqual({
      message: 'Store not found',
      code: 'NOT_FOUND',
      reason: { code: 'STORE_NOT_FOUND' },
    });

    for (let i = 0; i < MAX_FAILURES_PER_ORDER; i++) {
      await lookup({ store: 'acme', order_number: '1001', contact: `g${i}@x.com` }, `10.1.0.${i}`);
    }
    const blocked = await lookup({ store: 'acme', order_number: '1001', contact: 'asha@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts to find this order. Please try again in 15 minutes.',
      code: 'TOO_MANY_ATTEMPTS',
      reason: { code: 'TOO_MANY_LOOKUPS', params: { count: 15 } },
    });

    const gift = await lookup({ store: 'acme', order_number: '1002', contact: 'a@b.co', gift: true });
    expect(gift.statusCode).toBe(409);
    expect(gift.json().reason).toEqual({ code: 'GIFT_RETURNS_OFF' });
  });

  it('an expired session, and a link cut short, read as SESSION_EXPIRED', async () => {
    const session = await openSession(t.app);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${session}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message: SESSION_EXPIRED_MESSAGE,
      code: 'TOKEN_EXPIRED',
      reason: { code: 'SESSION_EXPIRED' },
    });
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/customer/v1/session-data/${session.slice(0, 20)}`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { session_id: SESSION_EXPIRED_MESSAGE },
      reason: { code: 'SESSION_EXPIRED' },
    });
    // A schema failure without a shopper code stays as it was.
    const bad = await lookup({ store: 'acme', order_number: '', contact: 'asha@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBeUndefined();
  });

  it('a variant that cannot be picked carries its code beside its words', async () => {
    await t.database.db
      .update(stores)
      .set({ policySettings: { exchange_out_of_stock: false } })
      .where(eq(stores.id, t.store.id));
    const session = await openSession(t.app);
    const res = await t.app.inject({ url: `/api/customer/v1/products/700/variants?session=${session}` });
    const labels = res
      .json<{ variants: { title: string; unavailable_reason: string | null; unavailable_code: unknown }[] }>()
      .variants.map((v) => [v.title, v.unavailable_reason, v.unavailable_code]);
    expect(labels).toEqual([
      ['S', 'Out of stock', { code: 'VARIANT_OUT_OF_STOCK' }],
      ['M', null, null],
      ['L', null, null],
      ['XL', 'Not available for exchange', { code: 'VARIANT_NOT_FOR_EXCHANGE' }],
    ]);
    const missing = await t.app.inject({ url: `/api/customer/v1/products/999/variants?session=${session}` });
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', reason: { code: 'PRODUCT_NOT_FOUND' } });
  });

  it('an upload that is not a photo or a video', async () => {
    const session = await openSession(t.app);
    const boundary = 'roundtrip-test';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customer/v1/upload?session=${session}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="files"; filename="a.jpg"',
        'Content-Type: image/jpeg',
        '',
        '<!doctype html><p>hi</p>',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Please upload a photo (JPEG, PNG, WebP, GIF) or a video (MP4, MOV, WebM and similar).',
      code: 'UNSUPPORTED_MEDIA',
      reason: { code: 'UPLOAD_UNSUPPORTED' },
    });
  });
});
