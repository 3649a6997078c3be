import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiResponse, signIn } from './merchant';
import { type DemoOrder, PORTAL_STORE, takeOrder } from './portal-demo';

/** The page's one save bar (Polaris ContextualSaveBar in the top bar), shown while anything is unsaved. */
const saveBar = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

async function saveAll(page: Page) {
  await saveBar(page).click();
  await page.getByText('Settings saved').first().waitFor();
  await saveBar(page).waitFor({ state: 'detached' });
}

async function openPolicies(page: Page) {
  await page.goto('/admin/settings/policies');
  await page.getByRole('heading', { name: 'Policies', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Return window' }).waitFor();
}

const setting = async (baseUrl: string, token: string) =>
  (await api<{ setting: Record<string, unknown> }>(baseUrl, '/setting/v1', { token })).setting;

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
      await block.getByText('Shopper sees:', { exact: false }).waitFor();
      await block.getByRole('spinbutton', { name: 'Return window' }).fill('5');
      await b.page.getByText('Unsaved changes', { exact: true }).waitFor();
      await saveAll(b.page);
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
      await saveAll(b.page);
      expect((await setting(b.baseUrl, tokens.token)).return_window_days).toBe(30);
    } finally {
      await apiResponse(b.baseUrl, '/setting/v1/update', {
        token: tokens.token,
        body: { return_window_days: 30 },
      });
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
      await saveAll(b.page);
      expect(await b.page.getByRole('dialog').count()).toBe(0);
      expect((await setting(b.baseUrl, tokens.token)).exchange_with_other_products).toBe(true);
    } finally {
      await apiResponse(b.baseUrl, '/setting/v1/update', {
        token: tokens.token,
        body: { exchange_with_other_products: false },
      });
    }
  });

  it('refuses a negative window, a percentage over 100 and HTML with field messages, changing nothing', async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    const before = await setting(b.baseUrl, tokens.token);
    await openPolicies(b.page);

    const window = b.page.getByRole('region', { name: 'Return window' });
    await window.getByRole('spinbutton', { name: 'Return window' }).fill('-5');
    const refunds = b.page.getByRole('region', { name: 'Refund modes' });
    await refunds.getByRole('spinbutton', { name: 'Store credit bonus' }).fill('150');
    const affixes = b.page.getByRole('region', { name: 'Exchange order prefix and suffix' });
    await affixes.getByRole('textbox', { name: 'Prefix' }).fill('<b>EX</b>');

    // One save for the page: every section's mistake gets its message, and nothing is sent.
    await saveBar(b.page).click();
    await window.getByRole('alert').filter({ hasText: 'The window cannot be negative' }).waitFor();
    await b.page.getByText('Nothing was saved.', { exact: false }).waitFor();
    await refunds.getByRole('alert').filter({ hasText: 'A percentage cannot be more than 100' }).waitFor();
    await affixes.getByRole('alert').filter({ hasText: 'Please remove HTML tags from this text' }).waitFor();

    // The server gives the same field messages to a client that skips the page's checks.
    const bad = await apiResponse<{ fields: Record<string, string> }>(b.baseUrl, '/setting/v1/update', {
      token: tokens.token,
      body: { return_window_days: -5, exchange_order_prefix: '<b>EX</b>' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.return_window_days).toBe('The window cannot be negative');

    // Nothing changed: the stored settings are as before, and a reload shows the saved values.
    expect(await setting(b.baseUrl, tokens.token)).toEqual(before);
    await openPolicies(b.page);
    expect(await window.getByRole('spinbutton', { name: 'Return window' }).inputValue()).toBe(
      String(before.return_window_days),
    );
    expect(await affixes.getByRole('textbox', { name: 'Prefix' }).inputValue()).toBe(
      before.exchange_order_prefix,
    );

    // The search box narrows the page to the settings that mention every word typed.
    await b.page.getByRole('textbox', { name: 'Search settings' }).fill('gift');
    await b.page.getByRole('region', { name: 'Gift returns' }).waitFor();
    expect(await window.count()).toBe(0);
  });
});
