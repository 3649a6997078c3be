import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin, merchantLogin } from './merchant';
import { type DemoOrder, longAgo, ordersWhere, PORTAL_STORE, recentlyDelivered } from './portal-demo';

const NEUTRAL = "This item can't be returned or exchanged online. Please contact the store for help.";
type Item = { title: string; return: { eligible: boolean; reason_codes: { code: string }[] } };

/** The order's first line as the portal's API sees it now. */
async function firstLine(baseUrl: string, order: DemoOrder): Promise<Item | undefined> {
  const { session_id } = await api<{ session_id: string }>(baseUrl, '/customer/v1/session-data', {
    body: { store: PORTAL_STORE, order_number: order.number, contact: order.email },
  });
  const data = await api<{ order: { items: Item[] } }>(baseUrl, `/customer/v1/session-data/${session_id}`, {
    method: 'POST',
  });
  return data.order.items[0];
}

/** The first demo order no test has taken whose first line answers `fits`. */
async function orderWhere(baseUrl: string, test: (o: DemoOrder) => boolean, fits: (i: Item) => boolean) {
  for (const order of ordersWhere(test)) {
    const item = await firstLine(baseUrl, order);
    if (item && fits(item)) return { order, item };
  }
  throw new Error('no demo order fits this test');
}

async function openOrder(page: Page, order: DemoOrder) {
  await page.goto(`/${PORTAL_STORE}`);
  await page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await page.waitForURL('**/orderlist/**');
  await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
}

async function addEntry(page: Page, entry: { list: string; subject: string; value: string; reason: string }) {
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add list entry' });
  await dialog.getByRole('combobox', { name: 'List' }).selectOption({ label: entry.list });
  await dialog.getByRole('combobox', { name: 'Match by' }).selectOption({ label: entry.subject });
  await dialog.getByRole('textbox', { name: 'Value' }).fill(entry.value);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(entry.reason);
  await dialog.getByRole('button', { name: 'Save entry' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('block and allow lists', () => {
  const b = useBrowser();
  const added: string[] = [];

  // Files share the demo store: the entries go when this file is done, so no later file meets them.
  afterAll(async () => {
    const { token } = await apiLogin(b.baseUrl);
    for (const id of added)
      await api(b.baseUrl, `/setting/v1/list-entries/${id}`, { method: 'DELETE', token });
  });

  it('refuses a blocked shopper with the neutral message, and accepts an allowed late order', async () => {
    const blocked = await orderWhere(
      b.baseUrl,
      (o) => recentlyDelivered(o) && o.prepaid,
      (i) => i.return.eligible,
    );
    const late = await orderWhere(
      b.baseUrl,
      (o) => longAgo(o) && o.prepaid && o.hasPhone && o.email !== blocked.order.email,
      (i) => i.return.reason_codes.map((r) => r.code).join() === 'WINDOW_ENDED',
    );

    await merchantLogin(b.page);
    await b.page.goto('/admin/settings/lists');
    await b.page.getByRole('heading', { name: 'Block and allow lists' }).waitFor();
    await addEntry(b.page, {
      list: 'Block',
      subject: 'Email',
      value: blocked.order.email,
      reason: 'Returned worn items',
    });
    await addEntry(b.page, {
      list: 'Allow',
      subject: 'Order',
      value: `#${late.order.number}`,
      reason: 'The courier held it for weeks',
    });
    const entries = b.page.getByRole('list', { name: 'List entries' });
    await entries.getByRole('listitem', { name: `Blocked ${blocked.order.email}` }).waitFor();
    await entries.getByRole('listitem', { name: `Allowed #${late.order.number}` }).waitFor();
    const { token } = await apiLogin(b.baseUrl);
    const list = await api<{ docs: { id: string; value: string }[] }>(b.baseUrl, '/setting/v1/list-entries', {
      token,
    });
    const ours = [blocked.order.email, `#${late.order.number}`];
    added.push(...list.docs.filter((e) => ours.includes(e.value)).map((e) => e.id));

    // The blocked shopper: one neutral sentence, no button, and nothing about a list.
    await openOrder(b.page, blocked.order);
    const item = b.page
      .getByRole('listitem')
      .filter({ has: b.page.getByRole('heading', { name: blocked.item.title }) })
      .first();
    await item.getByText(NEUTRAL).first().waitFor();
    expect(await item.getByRole('link', { name: /^Return / }).count()).toBe(0);
    expect(await b.page.getByText(/block|Returned worn items/i).count()).toBe(0);

    // The allowed late order: returned to store credit like any other.
    await openOrder(b.page, late.order);
    await b.page
      .getByRole('link', { name: `Return ${late.item.title}` })
      .first()
      .click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByRole('radio', { name: 'Store credit' }).check();
    await b.page.getByRole('radio', { name: 'Pickup from my address' }).check();
    await b.page.getByRole('button', { name: 'Confirm return' }).click();
    await b.page.waitForURL('**/details/**');
    await b.page.getByRole('heading', { name: /^Return · Request / }).waitFor();
    await b.page.getByText('Requested', { exact: true }).first().waitFor();
  });
});
