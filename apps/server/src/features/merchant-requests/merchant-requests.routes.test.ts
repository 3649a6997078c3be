import type { PortalOrderItem, SessionDataResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestEvents, requests } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { createReason } from '../reasons/create-reason';

describe('a request made by the merchant', () => {
  const t = useTestApp('pglite');

  it('is priced exactly as the portal would, and is stored with source merchant', async () => {
    // A flat return fee and its tax make the money non-trivial.
    const m = await merchant(t, { policy: { return_fee: '49' } });
    const order = await m.order();
    const reason = await createReason(t.deps, m.store.id, {
      name: 'Too small',
      kind: 'both',
      requires_media: false,
      requires_comment: false,
      active: true,
    });
    const contact = order.email ?? '';

    // The shopper's way: the portal's lookup and preview.
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: m.store.domain.split('.')[0], order_number: order.name, contact },
    });
    expectStatus(lookup, 201);
    const portalSession = lookup.json<{ session_id: string }>().session_id;
    const portalView = (
      await t.app.inject({ method: 'GET', url: `/api/customer/v1/session-data/${portalSession}` })
    ).json<SessionDataResponse>();
    const line = portalView.order.items.find((i: PortalOrderItem) => i.return.eligible);
    if (!line) throw new Error('no returnable line');
    const items = [{ line_item_id: line.line_item_id, quantity: 1, reason_id: reason.id }];
    const preview = { kind: 'return', refund_mode: 'store_credit', items };
    const portalPreview = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: { session_id: portalSession, ...preview },
    });
    expectStatus(portalPreview, 200);

    // The merchant's way: the same order found from the dashboard, the same preview.
    const found = await m.call(
      'GET',
      `return-exchange/v1/shopify-order?order=${encodeURIComponent(order.name)}&contact=${encodeURIComponent(contact)}`,
    );
    expectStatus(found, 200);
    const desk = found.json<SessionDataResponse>();
    expect(desk.order.items).toEqual(portalView.order.items);
    const deskPreview = await m.call('POST', 'return-exchange/v1/shopify-order/preview', {
      session_id: desk.session_id,
      ...preview,
    });
    expectStatus(deskPreview, 200);
    expect(deskPreview.json()).toEqual(portalPreview.json());
    expect(Number(deskPreview.json().totals.return_fee)).toBeGreaterThan(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/return-exchange/v1/shopify-order',
      headers: { authorization: `Bearer ${m.token}` },
      payload: {
        idempotency_key: 'desk-request-1',
        session_id: desk.session_id,
        ...preview,
        method: 'drop_off',
        phone: { dial_code: '+91', number: '9876543210' },
        email: contact,
        items: items.map((i) => ({ ...i, media_ids: [] })),
      },
    });
    expectStatus(created, 201);
    const { id } = created.json<{ id: string }>();
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    expect(row?.source).toBe('merchant');
    const [event] = await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, id));
    expect(event).toMatchObject({ actorType: 'merchant', actorId: m.user.id });

    // The request page's money, and the spec's own paths for it, agree with the preview.
    const page = (await m.call('GET', `return-exchange/v1/${id}/common`)).json();
    const totals = deskPreview.json().totals;
    expect(page.price.refund).toBe(totals.refund);
    expect(page.price.total).toBe(totals.total);
    expect((await m.call('GET', `return-exchange-meta/v1/details/${id}`)).json()).toEqual(page);
    expect((await m.call('GET', `return-exchange/v1/${id}/return-fee`)).json()).toEqual({
      currency: page.price.currency,
      fee: page.price.fee,
      fee_unrecovered: page.price.fee_unrecovered,
    });

    // Another store cannot use this lookup, and a staff member without request.edit cannot look up.
    const other = await merchant(t);
    expectStatus(
      await other.call('POST', 'return-exchange/v1/shopify-order/preview', {
        session_id: desk.session_id,
        ...preview,
      }),
      404,
    );
    const viewer = await merchant(t, { permissions: ['request.all.view'] });
    expectStatus(await viewer.call('GET', 'return-exchange/v1/shopify-order?order_id=1'), 403);
    expectStatus(await m.call('GET', 'return-exchange/v1/shopify-order?order=%231001'), 400);
  });
});
