import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { notifications, requestComments, requests, savedFilters } from '../../db/schema';
import { STORE_SETTING, TENANT_ROLE } from '../../db/schema/tenant-policy';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { ALL_REQUEST_PERMISSIONS, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

const RANDOM = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
type Ids = { request: string; comment: string; filter: string; item: string; order: string; media: string };
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
};

const post = (path: string, body: (ids: Ids) => unknown = () => ({})): Route => ({
  method: 'POST',
  path,
  url: (ids) => path.replace('{id}', ids.request),
  body,
});

/** Every merchant route that takes an id (in the path or the body). */
const ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/api/return-exchange/v1/media/{id}',
    url: (i) => `/api/return-exchange/v1/media/${i.media}`,
  },
  {
    method: 'GET',
    path: '/api/return-exchange/v1/{id}/common',
    url: (i) => `/api/return-exchange/v1/${i.request}/common`,
  },
  {
    method: 'GET',
    path: '/api/return-exchange/v1/{id}/common/{id2}',
    url: (i) => `/api/return-exchange/v1/${i.request}/common/${i.item}`,
  },
  {
    method: 'GET',
    path: '/api/return-exchange/v1/{id}/return-fee',
    url: (i) => `/api/return-exchange/v1/${i.request}/return-fee`,
  },
  {
    method: 'GET',
    path: '/api/return-exchange/v1/{id}/label',
    url: (i) => `/api/return-exchange/v1/${i.request}/label`,
  },
  {
    method: 'GET',
    path: '/api/return-exchange/v1/{id}/label/file',
    url: (i) => `/api/return-exchange/v1/${i.request}/label/file`,
  },
  post('/api/return-exchange/v1/{id}/neighbours'),
  post('/api/return-exchange/v1/{id}/approve'),
  post('/api/return-exchange/v1/{id}/reject', () => ({ reason: 'No' })),
  post('/api/return-exchange/v1/{id}/cancel'),
  post('/api/return-exchange/v1/{id}/in-transit', () => ({ tracking_company: 'X', tracking_number: '1' })),
  post('/api/return-exchange/v1/{id}/receive'),
  post('/api/return-exchange/v1/{id}/inspect', (i) => ({ items: [{ item_id: i.item, restock: 1 }] })),
  post('/api/return-exchange/v1/{id}/refund', () => ({ mode: 'others' })),
  post('/api/return-exchange/v1/{id}/exchange'),
  post('/api/return-exchange/v1/{id}/archive'),
  post('/api/return-exchange/v1/{id}/unarchive'),
  post('/api/return-exchange/v1/{id}/retry'),
  post('/api/return-exchange/v1/{id}/enable'),
  post('/api/return-exchange/v1/{id}/resend'),
  {
    ...post('/api/return-exchange/v1/{id}/address'),
    method: 'PUT',
    body: () => ({
      address: { first_name: 'A', address_line_1: 'B', city: 'C', country: 'D', postal_code: '1' },
    }),
  },
  {
    ...post('/api/return-exchange/v1/{id}/contact'),
    method: 'PUT',
    body: () => ({ email: '', phone: null }),
  },
  { ...post('/api/return-exchange/v1/{id}/notes'), method: 'PUT', body: () => ({ notes: 'hacked' }) },
  post('/api/return-exchange/v1/{id}/comments', () => ({ message: 'hi' })),
  post('/api/return-exchange/v1/{id}/risk-verdict', () => ({ verdict: 'fraud' })),
  post('/api/return-exchange/v1/{id}/rate-quotes'),
  {
    method: 'DELETE',
    path: '/api/return-exchange/v1/{id}/comments/{comment_id}',
    url: (i) => `/api/return-exchange/v1/${i.request}/comments/${i.comment}`,
  },
  ...(['logistic', 'refund', 'wms', 'shopify', 'email'] as const).map(
    (k): Route => ({
      method: 'GET',
      path: `/api/${k}-log/v1/{id}`,
      url: (i) => `/api/${k}-log/v1/${i.request}`,
    }),
  ),
  {
    method: 'PUT',
    path: '/api/return-exchange-filter/v1/{id}',
    url: (i) => `/api/return-exchange-filter/v1/${i.filter}`,
    body: () => ({ name: 'x', type: 'return', filters: {} }),
  },
  {
    method: 'DELETE',
    path: '/api/return-exchange-filter/v1/{id}',
    url: (i) => `/api/return-exchange-filter/v1/${i.filter}`,
  },
  {
    method: 'GET',
    path: '/api/return-exchange/v1/reship-requests/{order}',
    url: (i) => `/api/return-exchange/v1/reship-requests/${i.order}`,
  },
  {
    method: 'POST',
    path: '/api/return-exchange-tags/v1/add-tag',
    url: () => '/api/return-exchange-tags/v1/add-tag',
    body: (i) => ({ request_id: i.request, tag: 'x' }),
  },
  {
    method: 'POST',
    path: '/api/return-exchange-tags/v1/remove-tag',
    url: () => '/api/return-exchange-tags/v1/remove-tag',
    body: (i) => ({ request_id: i.request, tag: 'x' }),
  },
  {
    method: 'POST',
    path: '/api/release-fulfillment',
    url: () => '/api/release-fulfillment',
    body: (i) => ({ request_id: i.request }),
  },
  {
    method: 'POST',
    path: '/api/reship-request',
    url: () => '/api/reship-request',
    body: (i) => ({
      request_id: i.request,
      shipping_company: 'DHL',
      items: [{ item_id: i.item, quantity: 1 }],
    }),
  },
];

/**
 * The request area (requests, comments, media, a request's logs, filters, tags, reship); other features
 * test their own (the webhook delivery log: features/webhooks).
 */
const REQUEST_AREA =
  /^\/api\/(return-exchange(\/|-filter\/|-tags\/)|(?!webhook-)[a-z]+-log\/v1\/|release-fulfillment|reship-request)/;
/** Path parameters in that area that are not ids of a row. */
const NOT_AN_ID = ['POST /api/return-exchange-filter/v1/{type}/list'];

describe.each(dbKinds)('store isolation on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists every route that takes an id', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const withId = Object.entries(spec.paths).flatMap(([path, methods]) =>
      path.includes('{') && REQUEST_AREA.test(path)
        ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)
        : [],
    );
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    expect(withId.filter((r) => !listed.has(r) && !NOT_AN_ID.includes(r))).toEqual([]);
  });

  it("answers 404 to store B's ids exactly as to random ids, and changes nothing of store B", async () => {
    const b = await merchant(t, { domain: 'store-b.myshopify.com' });
    // Marking a request fraud writes the block list, so it also needs rules' permission.
    const a = await merchant(t, { permissions: [...ALL_REQUEST_PERMISSIONS, 'setting.rules.edit'] });
    const bRequest = await b.request({ photos: ['photo.jpg'] });
    await b.call('POST', `return-exchange/v1/${bRequest.id}/approve`, {});
    await runPendingSideEffects(t.deps);
    const comment = (
      await b.call('POST', `return-exchange/v1/${bRequest.id}/comments`, { message: 'B only' })
    ).json();
    const filter = (
      await b.call('POST', 'return-exchange-filter/v1', { name: 'B', type: 'return', filters: {} })
    ).json();
    const detail = (await b.call('GET', `return-exchange/v1/${bRequest.id}/common`)).json();
    const [media] = detail.items[0].media;
    const bIds: Ids = {
      request: bRequest.id,
      comment: comment.id,
      filter: filter.id,
      item: detail.items[0].id,
      order: bRequest.orderId,
      media: media?.id ?? '',
    };
    const random: Ids = {
      request: RANDOM,
      comment: RANDOM,
      filter: RANDOM,
      item: RANDOM,
      order: '999999999',
      media: RANDOM,
    };
    const snapshot = async () => ({
      requests: await t.database.db.select().from(requests).where(eq(requests.storeId, b.store.id)),
      comments: await t.database.db
        .select()
        .from(requestComments)
        .where(eq(requestComments.storeId, b.store.id)),
      filters: await t.database.db.select().from(savedFilters).where(eq(savedFilters.storeId, b.store.id)),
      notifications: await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.storeId, b.store.id)),
    });
    const before = await snapshot();
    for (const route of ROUTES) {
      const send = (ids: Ids) =>
        t.app.inject({
          method: route.method,
          url: route.url(ids),
          headers: { authorization: `Bearer ${a.token}` },
          ...(route.body
            ? { payload: route.body(ids) as object }
            : route.method === 'POST'
              ? { payload: {} }
              : {}),
        });
      const [theirs, randomRes] = [await send(bIds), await send(random)];
      expect(theirs.statusCode, `${route.method} ${route.path}: ${theirs.body}`).toBe(404);
      expect(theirs.json(), `${route.method} ${route.path}`).toEqual(randomRes.json());
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never finds store B's requests in a search, through the list or the search function", async () => {
    const b = await merchant(t, { domain: 'store-b.myshopify.com' });
    const a = await merchant(t);
    const bRequest = await b.request();
    const search = { status: 'all', dateFilter: 'all', search: bRequest.customerName.slice(1, 6) };
    const listed = async (m: typeof a) =>
      (await m.call('POST', 'return-exchange/v1/filter-list', search))
        .json()
        .docs.map((d: { id: string }) => d.id);
    expect(await listed(b)).toEqual([bRequest.id]);
    expect(await listed(a)).toEqual([]);
    // As the tenant role, the function answers the store of the transaction's setting only, and
    // nothing when none is set.
    const found = (store: string) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config(${STORE_SETTING}, ${store}, true), set_config('role', ${TENANT_ROLE}, true)`,
        );
        const rows = await queryRows<{ id: string }>(
          tx,
          sql`select request_search_ids('%', null, null, 10) as id`,
        );
        return rows.map((r) => r.id);
      });
    expect(await found(b.store.id)).toEqual([bRequest.id]);
    expect(await found(a.store.id)).toEqual([]);
    expect(await found('')).toEqual([]);
  });

  it('filters by email (any case) and by tag within the signed-in store only, through the list, the function and request_tags', async () => {
    const b = await merchant(t, { domain: 'store-b.myshopify.com' });
    const a = await merchant(t);
    const email = 'serial.returner@example.com';
    const bTheirs = await b.request({ customerEmail: email, tags: ['vip'] });
    const aTheirs = await a.request({ customerEmail: email, tags: ['vip'] }, await a.order());
    const aOther = await a.request({ tags: ['fragile'] }, await a.order(undefined, 1));
    const listed = async (m: typeof a, filters: object) =>
      (
        await m.call('POST', 'return-exchange/v1/filter-list', {
          status: 'all',
          dateFilter: 'all',
          ...filters,
        })
      )
        .json()
        .docs.map((d: { id: string }) => d.id);
    expect(await listed(a, { search: 'Serial.RETURNER@Example.com' })).toEqual([aTheirs.id]);
    expect(await listed(b, { search: email })).toEqual([bTheirs.id]);
    expect(await listed(a, { tags: ['vip'] })).toEqual([aTheirs.id]);
    expect(await listed(b, { tags: ['vip'] })).toEqual([bTheirs.id]);
    expect(await listed(a, { tags: ['fragile'] })).toEqual([aOther.id]);
    expect(await listed(b, { tags: ['fragile'] })).toEqual([]);
    expect(await listed(a, { search: email, tags: ['fragile'] })).toEqual([]);
    // As the tenant role, each function answers the store of the transaction's setting only.
    const found = (store: string, call: SQL) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config(${STORE_SETTING}, ${store}, true), set_config('role', ${TENANT_ROLE}, true)`,
        );
        return (await queryRows<{ id: string }>(tx, sql`select ${call} as id`)).map((r) => r.id);
      });
    const byEmail = sql`request_email_ids(${email}, null, null, 10)`;
    // The tag filter reads the tags kept in request_tags, a table behind the wall like requests.
    const byTag = sql`unnest(array(select request_id from request_tags where tag = 'vip'))`;
    expect(await found(b.store.id, byEmail)).toEqual([bTheirs.id]);
    expect(await found(a.store.id, byEmail)).toEqual([aTheirs.id]);
    expect(await found('', byEmail)).toEqual([]);
    expect(await found(b.store.id, byTag)).toEqual([bTheirs.id]);
    expect(await found(a.store.id, byTag)).toEqual([aTheirs.id]);
    expect(await found('', byTag)).toEqual([]);
  });
});
