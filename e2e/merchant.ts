import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO } from './browser';
import { PORTAL_STORE } from './portal-demo';

type Login = typeof DEMO;
type Tokens = { token: string; refresh_token: string };
type Json = Record<string, unknown>;
type ApiInit = { method?: string; token?: string; body?: unknown; headers?: Record<string, string> };

/** Any API call as a client sends it (POST when there is a body): its status and body, whatever the status. */
export async function apiResponse<T = Json>(
  baseUrl: string,
  path: string,
  init: ApiInit = {},
): Promise<{ status: number; body: T }> {
  const hasBody = init.body !== undefined;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: hasBody ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** An API call that must succeed: its body, or an error with the status and body. */
export async function api<T = Json>(baseUrl: string, path: string, init: ApiInit = {}): Promise<T> {
  const { status, body } = await apiResponse<T>(baseUrl, path, init);
  if (status < 200 || status > 299) throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** The merchant's tokens, from the login endpoint the login page calls. */
export async function apiLogin(baseUrl: string, login: Login = DEMO): Promise<Tokens> {
  const res = await apiResponse<Tokens>(baseUrl, '/user/login', { body: login });
  expect(res.status).toBe(200);
  return res.body;
}

/** Signs in through the API and hands the tokens to the page the way the login page stores them. */
export async function signIn(page: Page, baseUrl: string, login: Login = DEMO): Promise<Tokens> {
  const tokens = await apiLogin(baseUrl, login);
  // Any page of the origin holds the app's storage: a JSON answer loads none of the app's scripts.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ({ token, refresh, store }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('storeUrl', store);
    },
    { token: tokens.token, refresh: tokens.refresh_token, store: login.store },
  );
  return tokens;
}

/** Signs the demo merchant in through the login form and waits for the dashboard. */
export async function merchantLogin(page: Page) {
  await page.goto(`/user/login?store=${DEMO.store}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

type SessionData = {
  order: {
    name: string;
    shipping_address: Json | null;
    items: {
      line_item_id: string;
      title: string;
      variant_id: string | null;
      price_paid: string | null;
      return: { eligible: boolean };
    }[];
  };
};

/**
 * What a shopper does in the portal, through its API: looks up the next of `orders` that still has an
 * item to return and asks for a pickup of one unit for store credit. The orders are an iterator so
 * that calls sharing one never look at the same order twice.
 */
export async function shopperCreatesReturn(
  baseUrl: string,
  orders: Iterator<{ number: string; email: string }>,
) {
  for (let next = orders.next(); !next.done; next = orders.next()) {
    const order = next.value;
    const { session_id } = await api<{ session_id: string }>(baseUrl, '/customer/v1/session-data', {
      body: { store: PORTAL_STORE, order_number: order.number, contact: order.email },
    });
    const session = await api<SessionData>(baseUrl, `/customer/v1/session-data/${session_id}`, {
      method: 'POST',
    });
    // A line paid nothing for (a free gift, a 100% discount) would leave nothing to refund.
    const item = session.order.items.find((i) => i.return.eligible && Number(i.price_paid) > 0);
    if (!item) continue;
    const reasons = await api<{
      docs: { id: string; name: string; requires_media: boolean; requires_comment: boolean }[];
    }>(baseUrl, `/return-exchange-reason/v1?page=1&limit=100&kind=return&session=${session_id}`);
    const reason = reasons.docs.find((r) => !r.requires_media && !r.requires_comment);
    if (!reason) throw new Error('no reason without media');
    const a = session.order.shipping_address ?? {};
    const created = await api<{ id: string; name: string }>(baseUrl, '/customer/v1/requests', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        session_id,
        kind: 'return',
        refund_mode: 'store_credit',
        method: 'pickup',
        address: {
          first_name: a.first_name || 'Asha',
          last_name: a.last_name || '',
          address_line_1: a.address_line_1 || '12 MG Road',
          address_line_2: a.address_line_2 || '',
          city: a.city || 'Bengaluru',
          province: a.province || '',
          country: a.country || 'India',
          postal_code: a.postal_code || '560001',
        },
        phone: { dial_code: '+91', number: '987-654-3210' },
        email: order.email,
        items: [{ line_item_id: item.line_item_id, quantity: 1, reason_id: reason.id }],
      },
    });
    return {
      ...created,
      orderName: session.order.name,
      sessionId: session_id,
      item: item.title,
      variantId: item.variant_id,
      reason: reason.name,
    };
  }
  throw new Error('no demo order with a returnable item');
}
