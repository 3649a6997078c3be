import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useBrowser } from './browser';
import { type DemoOrder, PORTAL_STORE, takeOrder } from './portal-demo';

type Tokens = { token: string; refresh_token: string };

async function apiLogin(baseUrl: string): Promise<Tokens> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs the demo merchant in through the API and hands the tokens to the page, as a login would. */
async function signIn(page: Page, baseUrl: string): Promise<Tokens> {
  const tokens = await apiLogin(baseUrl);
  await page.goto('/user/login');
  await page.evaluate(
    ({ token, refresh, store }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('storeUrl', store);
    },
    { token: tokens.token, refresh: tokens.refresh_token, store: DEMO.store },
  );
  return tokens;
}

async function openPolicies(page: Page) {
  await page.goto('/admin/settings/policies');
  await page.getByRole('heading', { name: 'Policies', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Return window' }).waitFor();
}

const setting = async (baseUrl: string, token: string) =>
  (await api(baseUrl, token, 'GET', '/setting/v1')).body.setting as Record<string, unknown>;

/**
 * The last demo order that fits: the portal tests take theirs from the front of the same
 * deterministic list, so starting from the back keeps the files from sharing an order.
 */
function takeLastOrder(fits: (o: DemoOrder) => boolean): DemoOrder {
  const candidates: DemoOrder[] = [];
  try {
    takeOrder((o) => {
      if (fits(o)) candidates.push(o);
      return false;
    });
  } catch {
    // takeOrder throws once it has seen every order: candidates now holds them all.
  }
  const last = candidates.at(-1);
  if (!last) throw new Error('no demo order fits this test');
  return takeOrder((o) => o.number === last.number);
}

describe('settings: policy blocks', () => {
  const b = useBrowser();

  it('changes the return window and the shopper sees the change in the portal', async () => {
    // Delivered 12 to 25 days ago: inside the default 30 days, outside a 5-day window.
    const order = takeLastOrder(
      (o) => o.deliveredDaysAgo !== null && o.deliveredDaysAgo > 12 && o.deliveredDaysAgo < 25,
    );
    const line = order.lines[0] as DemoOrder['lines'][number];
    const tokens = await signIn(b.page, b.baseUrl);
    try {
      await openPolicies(b.page);
      const block = b.page.getByRole('region', { name: 'Return window' });
      await block.getByRole('spinbutton', { name: 'Return window' }).fill('5');
      await block.getByText('Unsaved changes').waitFor();
      await block.getByRole('button', { name: 'Save Return window' }).click();
      await block.getByText('All changes saved').waitFor();
      await b.page.getByText('Return window saved').waitFor();
      expect((await setting(b.baseUrl, tokens.token)).return_window_days).toBe(5);

      // The shopper looks the order up: returns are closed, exchanges (still 30 days) are open.
      const shopper = await b.context.newPage();
      await shopper.goto(`/${PORTAL_STORE}`);
      await shopper.getByRole('textbox', { name: 'Order number' }).fill(order.number);
      await shopper.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
      await shopper.getByRole('button', { name: 'Find my order' }).click();
      await shopper.waitForURL('**/orderlist/**');
      await shopper.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
      const item = shopper
        .getByRole('listitem')
        .filter({ has: shopper.getByRole('heading', { name: line.title }) })
        .first();
      await item.getByText(/The 5-day return window for this order ended on \d+ \w+ \d{4}\./).waitFor();
      expect(await item.getByRole('link', { name: /^Return / }).count()).toBe(0);

      // The merchant puts it back through the same block.
      await block.getByRole('spinbutton', { name: 'Return window' }).fill('30');
      await block.getByRole('button', { name: 'Save Return window' }).click();
      await block.getByText('All changes saved').waitFor();
      expect((await setting(b.baseUrl, tokens.token)).return_window_days).toBe(30);
    } finally {
      await api(b.baseUrl, tokens.token, 'POST', '/setting/v1/update', { return_window_days: 30 });
    }
  });

  it('on a self-hosted store saves exchange with other products with no plan badge and no upsell', async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    try {
      await openPolicies(b.page);
      const block = b.page.getByRole('region', { name: 'Exchange with other products' });
      await block.getByText('Allow exchange with other products').waitFor();
      for (const plan of ['Grow', 'Grow plan', 'Scale', 'Scale plan'])
        expect(await block.getByText(plan, { exact: true }).count()).toBe(0);

      await block.getByText('Allow exchange with other products').click();
      expect(
        await block.getByRole('checkbox', { name: 'Allow exchange with other products' }).isChecked(),
      ).toBe(true);
      await block.getByRole('button', { name: 'Save Exchange with other products' }).click();
      await block.getByText('All changes saved').waitFor();
      expect(await b.page.getByRole('dialog').count()).toBe(0);
      expect((await setting(b.baseUrl, tokens.token)).exchange_with_other_products).toBe(true);
    } finally {
      await api(b.baseUrl, tokens.token, 'POST', '/setting/v1/update', {
        exchange_with_other_products: false,
      });
    }
  });

  it('refuses a negative window, a percentage over 100 and HTML with field messages, changing nothing', async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    const before = await setting(b.baseUrl, tokens.token);
    await openPolicies(b.page);

    const window = b.page.getByRole('region', { name: 'Return window' });
    await window.getByRole('spinbutton', { name: 'Return window' }).fill('-5');
    await window.getByRole('button', { name: 'Save Return window' }).click();
    await window.getByRole('alert').filter({ hasText: 'The window cannot be negative' }).waitFor();
    await window.getByText('Nothing was saved.', { exact: false }).waitFor();

    const refunds = b.page.getByRole('region', { name: 'Refund modes' });
    await refunds.getByRole('spinbutton', { name: 'Store credit bonus' }).fill('150');
    await refunds.getByRole('button', { name: 'Save Refund modes' }).click();
    await refunds.getByRole('alert').filter({ hasText: 'A percentage cannot be more than 100' }).waitFor();

    const affixes = b.page.getByRole('region', { name: 'Exchange order prefix and suffix' });
    await affixes.getByRole('textbox', { name: 'Prefix' }).fill('<b>EX</b>');
    await affixes.getByRole('button', { name: 'Save Exchange order prefix and suffix' }).click();
    await affixes.getByRole('alert').filter({ hasText: 'Please remove HTML tags from this text' }).waitFor();

    // The server gives the same field messages to a client that skips the page's checks.
    const bad = await api(b.baseUrl, tokens.token, 'POST', '/setting/v1/update', {
      return_window_days: -5,
      exchange_order_prefix: '<b>EX</b>',
    });
    expect(bad.status).toBe(400);
    expect((bad.body.fields as Record<string, string>).return_window_days).toBe(
      'The window cannot be negative',
    );

    // Nothing changed: the stored settings are as before, and a reload shows the saved values.
    expect(await setting(b.baseUrl, tokens.token)).toEqual(before);
    await openPolicies(b.page);
    expect(await window.getByRole('spinbutton', { name: 'Return window' }).inputValue()).toBe(
      String(before.return_window_days),
    );
    expect(await affixes.getByRole('textbox', { name: 'Prefix' }).inputValue()).toBe(
      before.exchange_order_prefix,
    );
  });
});
