import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin, merchantLogin, shopperCreatesReturn } from './merchant';
import { inTransitPrepaid, ordersWhere, PORTAL_STORE } from './portal-demo';

type Json = Record<string, unknown>;

/** Every request this file makes comes from the next order here, so no two tests share one. */
const ORDERS = ordersWhere(inTransitPrepaid);

/** Units of a variant available across the store's locations, as the merchant's catalogue read shows them. */
async function stockOf(
  baseUrl: string,
  auth: Record<string, string>,
  title: string,
  variantId: string | null,
) {
  const { products } = await api<{
    products: { variants: { id: string; inventory_levels: { available: number }[] }[] }[];
  }>(baseUrl, `/product-filter/v1/meta/product_options?query=${encodeURIComponent(title)}&limit=100`, {
    headers: auth,
  });
  const variant = products.flatMap((p) => p.variants).find((v) => v.id === variantId);
  if (!variant) throw new Error(`variant ${variantId} of ${title} not in the catalogue`);
  return variant.inventory_levels.reduce((sum, l) => sum + l.available, 0);
}

/** Runs the page's primary action button, then the dialog's confirm button of the same name. */
async function act(page: Page, button: string, confirm = button) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return {
    dialog,
    confirm: async () => {
      await dialog.getByRole('button', { name: confirm, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    },
  };
}

/**
 * Picks the first courier in the approve dialog once the couriers' quotes have come back: the quotes grow the
 * dialog and move its buttons, and under load a confirm clicked just before they came landed beside the button.
 */
async function chooseCourier(dialog: Locator) {
  await dialog.getByText('Asking every connected courier for a quote…').waitFor({ state: 'detached' });
  await dialog.getByLabel('Courier', { exact: true }).selectOption({ index: 1 });
}

/** Presses `key` until `shown` is visible, 5 s a try: a key can land before the page listens for it. */
async function pressUntilShown(page: Page, key: string, shown: Locator) {
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.keyboard.press(key);
    if (
      await shown.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await shown.waitFor();
}

async function waitForStatus(page: Page, status: string) {
  await page.getByRole('status', { name: new RegExp(`^Status: ${status}`) }).waitFor();
}

describe('merchant: processing a return', () => {
  const b = useBrowser();

  it('approves, receives, inspects with restock and refunds to store credit a request made in the portal', async () => {
    const request = await shopperCreatesReturn(b.baseUrl, ORDERS);
    await merchantLogin(b.page);
    const merchantAuth = {
      authorization: `Bearer ${await b.page.evaluate(() => localStorage.getItem('token'))}`,
    };
    const stockBefore = await stockOf(b.baseUrl, merchantAuth, request.item, request.variantId);

    // The list: default query string, found by searching the order name.
    await b.page.getByRole('link', { name: 'Returns' }).first().click();
    await b.page.waitForURL(/\/admin\/returns\?status=active&page=1&dateFilter=last_week/);
    await b.page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    await b.page.getByPlaceholder('Search by order, customer name, email or phone').fill(request.orderName);
    await b.page.waitForURL(/search=/);
    const link = b.page.getByRole('link', { name: request.name, exact: true });
    await link.waitFor();
    // Reloading keeps the same list: the query string is the list.
    await b.page.reload();
    await link.waitFor();
    await link.click();

    // The request page.
    await b.page.getByRole('heading', { name: `Return ${request.name}` }).waitFor();
    await waitForStatus(b.page, 'Requested');
    const items = b.page.getByRole('region', { name: request.item }).first();
    await items.getByText(request.reason).waitFor();
    await b.page.getByText('Store credit', { exact: false }).first().waitFor();

    // Approve with the shopper's own method, a courier pickup: the merchant only picks the courier.
    const approve = await act(b.page, 'Approve');
    await chooseCourier(approve.dialog);
    await approve.confirm();
    await waitForStatus(b.page, 'Approved');

    // Mark received: every approved unit.
    const receive = await act(b.page, 'Mark received');
    expect(await receive.dialog.getByRole('spinbutton', { name: 'Received', exact: true }).inputValue()).toBe(
      '1',
    );
    await receive.confirm();
    await waitForStatus(b.page, 'Received');

    // Inspect: restock the unit at the default location.
    const inspect = await act(b.page, 'Inspect', 'Save inspection');
    expect(await inspect.dialog.getByRole('spinbutton', { name: 'Restock', exact: true }).inputValue()).toBe(
      '1',
    );
    await inspect.dialog.getByRole('combobox', { name: 'Restock at' }).waitFor();
    await inspect.confirm();
    await waitForStatus(b.page, 'Inspected');
    await b.page
      .getByText(/Restocked 1/)
      .first()
      .waitFor();

    // Refund the whole refundable amount to store credit.
    const refund = await act(b.page, 'Refund');
    expect(await refund.dialog.getByRole('combobox', { name: 'Refund mode' }).inputValue()).toBe(
      'store_credit',
    );
    const amount = await refund.dialog.getByRole('spinbutton', { name: 'Amount' }).inputValue();
    expect(Number(amount)).toBeGreaterThan(0);
    await refund.confirm();
    await waitForStatus(b.page, 'Refunded');
    // The platform call runs in a worker; the page polls until the refund succeeded.
    await b.page
      .getByRole('list', { name: 'Refunds' })
      .getByText('Succeeded', { exact: true })
      .waitFor({ timeout: 30_000 });

    // The refund log tab shows the store credit the platform issued.
    await b.page.getByRole('tab', { name: 'Refund log' }).click();
    await b.page
      .getByRole('list', { name: 'Refund log' })
      .getByText('Store credit', { exact: true })
      .waitFor();

    // The platform's side, through the API the page uses.
    const token = await b.page.evaluate(() => localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    const detail = await api<{
      status: string;
      items: { counters: { restocked: number; refunded: number } }[];
      refunds: { mode: string; status: string; amount: string }[];
      side_effects: { effect: string; status: string }[];
    }>(b.baseUrl, `/return-exchange/v1/${request.id}/common`, { headers: auth });
    expect(detail.status).toBe('refunded');
    expect(detail.items[0]?.counters).toMatchObject({ restocked: 1, refunded: 1 });
    expect(detail.refunds).toEqual([expect.objectContaining({ mode: 'store_credit', status: 'succeeded' })]);
    expect(Number(detail.refunds[0]?.amount)).toBe(Number(amount));
    expect(detail.side_effects.every((e) => e.status === 'succeeded')).toBe(true);
    const shopifyLog = await api<{
      docs: { effect: string; outcome: string; request: Json; response: Json }[];
    }>(b.baseUrl, `/shopify-log/v1/${request.id}`, { headers: auth });
    const disposed = shopifyLog.docs.find((d) => d.effect === 'dispose_items' && d.outcome === 'succeeded');
    expect(JSON.stringify(disposed?.request.dispositions)).toContain('"type":"RESTOCKED"');
    expect(disposed?.response.status).toBe('CLOSED');
    const refundLog = await api<{
      docs: { effect: string; outcome: string; response: { balance?: string } }[];
    }>(b.baseUrl, `/refund-log/v1/${request.id}`, { headers: auth });
    const credit = refundLog.docs.find((d) => d.effect === 'store_credit' && d.outcome === 'succeeded');
    expect(Number(credit?.response.balance)).toBeGreaterThanOrEqual(Number(amount));
    // The demo store's stock of the returned variant went up by the restocked unit.
    expect(await stockOf(b.baseUrl, auth, request.item, request.variantId)).toBe(stockBefore + 1);

    // The shopper's details page shows each step they are told about.
    await b.page.goto(`/details/${PORTAL_STORE}/${request.id}/${request.sessionId}`);
    await b.page.getByRole('heading', { name: `Return · Request ${request.name}` }).waitFor();
    const timeline = b.page.getByRole('region', { name: 'Progress' });
    for (const step of [
      'We received your request',
      /^Approved: a courier will pick up your parcel/,
      'We received your parcel',
      /^Your refund of .* has been made/,
    ])
      await timeline.getByText(step).first().waitFor();
    await b.page
      .getByText(/Store credit/)
      .first()
      .waitFor();
  });

  it('shows a conflict when another merchant acted first, and reports bulk results per row', async () => {
    const first = await shopperCreatesReturn(b.baseUrl, ORDERS);
    const second = await shopperCreatesReturn(b.baseUrl, ORDERS);
    // The other merchant: a second session of the demo account, acting through the API.
    const login = await apiLogin(b.baseUrl);
    const other = { authorization: `Bearer ${login.token}` };
    const tag = `bulk-${randomUUID().slice(0, 8)}`;
    for (const r of [first, second])
      await api(b.baseUrl, '/return-exchange-tags/v1/add-tag', {
        headers: other,
        body: { request_id: r.id, tag },
      });

    await merchantLogin(b.page);
    const list = `status=active&page=1&dateFilter=last_week`;
    await b.page.goto(`/admin/returns/${first.id}?${list}`);
    await waitForStatus(b.page, 'Requested');
    await api(b.baseUrl, `/return-exchange/v1/${first.id}/approve`, {
      headers: other,
      body: { method: 'self_ship' },
    });

    // This merchant's page is stale: approving answers 409, shown with the current status.
    const approve = await act(b.page, 'Approve');
    await chooseCourier(approve.dialog);
    await approve.confirm();
    await b.page.getByText('Someone else changed this request').waitFor();
    await b.page
      .getByText('This request is already approved. The page now shows its current state.')
      .waitFor();
    await waitForStatus(b.page, 'Approved');

    // Keyboard: next and previous in the list the page came from (both tagged, newest first), approve.
    await b.page.goto(`/admin/returns/${second.id}?${list}&tags=${tag}`);
    await b.page.getByRole('heading', { name: `Return ${second.name}` }).waitFor();
    await b.page.getByRole('button', { name: 'Next' }).and(b.page.locator(':enabled')).waitFor();
    // Under load a key can land while the page is still settling, so each is pressed until what it opens shows:
    // 'n' on the older request and 'p' on the newer do nothing (the list has two), and an open dialog takes
    // no shortcut, so a press cannot overshoot.
    await pressUntilShown(b.page, 'n', b.page.getByRole('heading', { name: `Return ${first.name}` }));
    await b.page.getByRole('button', { name: 'Previous' }).and(b.page.locator(':enabled')).waitFor();
    await pressUntilShown(b.page, 'p', b.page.getByRole('heading', { name: `Return ${second.name}` }));
    await pressUntilShown(b.page, 'a', b.page.getByRole('dialog', { name: `Approve ${second.name}` }));
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });

    // The list filtered by the tag, straight from a link; bulk approve both.
    await b.page.goto(`/admin/returns?${list}&tags=${tag}`);
    await b.page.getByRole('link', { name: first.name, exact: true }).waitFor();
    await b.page.getByRole('link', { name: second.name, exact: true }).waitFor();
    // The header checkbox is re-rendered when the list settles: click until it holds.
    const selectAll = b.page.getByRole('checkbox', { name: 'Select all returns' }).first();
    await expect
      .poll(async () => {
        if (!(await selectAll.isChecked())) await selectAll.click({ force: true });
        return selectAll.isChecked();
      })
      .toBe(true);
    await b.page.getByRole('button', { name: 'Approve', exact: true }).first().click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByText('Approve: 2 selected requests').waitFor();
    // Each request keeps its shopper's method; these shoppers asked for a pickup, so a courier is named.
    await dialog
      .getByRole('combobox', { name: 'Courier for the pickups' })
      .selectOption({ label: 'Sandbox courier' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await b.page.getByText('1 of 2 requests approved; 1 failed').waitFor();
    await b.page.getByText(`${first.name}: not done. This request is already approved`).waitFor();
    await b.page.getByText(`${second.name}: Now Approved`).waitFor();

    // The status tabs write the query string too.
    await b.page.getByRole('tab', { name: 'Approved' }).click();
    await b.page.waitForURL(/status=approved&page=1&dateFilter=last_week/);
    await b.page.getByRole('link', { name: second.name, exact: true }).waitFor();
    const after = await api<{ status: string }>(b.baseUrl, `/return-exchange/v1/${second.id}/common`, {
      headers: other,
    });
    expect(after.status).toBe('approved');

    // The exchanges list is the same page with its own type and default link.
    await b.page.getByRole('link', { name: 'Exchanges' }).first().click();
    await b.page.waitForURL(/\/admin\/exchanges\?status=active&page=1&dateFilter=last_week$/);
    await b.page.getByRole('heading', { name: 'Exchanges', level: 1 }).waitFor();
    await b.page.getByText(/^(No exchanges match these filters|Page \d+ of \d+ · \d+ exchanges)$/).waitFor();
    expect(await b.page.getByRole('link', { name: first.name, exact: true }).count()).toBe(0);
  });
});
