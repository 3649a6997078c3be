import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin, signIn } from './merchant';
import { PORTAL_STORE, recentlyDelivered, takeOrder } from './portal-demo';

const PHONE = { width: 360, height: 780 };
/** The made-to-order sale of the seed that already carries a refused refund (request 1202-R1). */
const PRE_ORDER = { number: '1202', email: 'nandini.rao@example.com' };
type Json = Record<string, unknown>;
type Detail = {
  id: string;
  refunds: { mode: string; status: string; amount: string; bonus_amount: string }[];
  items: { id: string }[];
};

/** "₹1,484.01" → 1484.01 */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function waitForStatus(page: Page, status: string, timeout = 30_000) {
  await page.getByRole('status', { name: new RegExp(`^Status: ${status}`) }).waitFor({ timeout });
}

describe('refunds keep their promises, on a phone', () => {
  const b = useBrowser(PHONE);

  it('credits the store-credit bonus the portal promised', async () => {
    const { token } = await apiLogin(b.baseUrl);
    const settings = await api<{ store_credit_bonus_percent: number }>(b.baseUrl, '/setting/v1', { token });
    const setBonus = (percent: number) =>
      api(b.baseUrl, '/setting/v1/update', { token, body: { store_credit_bonus_percent: percent } });
    await setBonus(10);
    try {
      // The shopper returns an item as store credit and is promised the bonus on top (some demo lines
      // were free gifts: nothing to refund, so no bonus; the next order is tried then).
      const summary = b.page.getByRole('region', { name: 'Summary' });
      const bonusRow = summary.locator('.rt-summary__row', { hasText: 'Store credit bonus' }).locator('dd');
      for (let tries = 0; tries < 6 && (await bonusRow.count()) === 0; tries++) {
        const order = takeOrder((o) => recentlyDelivered(o) && o.prepaid);
        await b.page.goto(`/${PORTAL_STORE}`);
        await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
        await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
        await b.page.getByRole('button', { name: 'Find my order' }).click();
        await b.page.waitForURL('**/orderlist/**');
        const returnLink = b.page.getByRole('link', { name: /^Return / }).first();
        await b.page.waitForLoadState('networkidle');
        if ((await returnLink.count()) === 0) continue;
        await returnLink.click();
        await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
        await b.page.getByRole('radio', { name: /^Store credit/ }).check();
        await b.page.getByRole('radio', { name: 'Pickup from my address' }).check();
        await summary.getByText('You get back (Store credit)').waitFor();
        await summary.locator('[aria-busy="false"]').waitFor();
      }
      const bonus = rupees(await bonusRow.textContent());
      const promised = rupees(await summary.locator('.rt-summary__total dd').textContent());
      expect(bonus).toBeGreaterThan(0);
      expect(promised).toBeGreaterThan(bonus);
      await b.page.getByRole('button', { name: 'Confirm return' }).click();
      await b.page.waitForURL('**/details/**');
      const details = b.page.url();
      const id = new URL(details).pathname.split('/')[3] as string;

      // The parcel arrives (the API the page uses), then the merchant refunds from the request page.
      const act = (action: string, body: Json = {}) =>
        api(b.baseUrl, `/return-exchange/v1/${id}/${action}`, {
          token,
          body: { ...body, idempotency_key: randomUUID() },
        });
      await act('approve', { method: 'self_ship' });
      await act('receive');
      const received = await api<Detail>(b.baseUrl, `/return-exchange/v1/${id}/common`, { token });
      await act('inspect', { items: received.items.map((i) => ({ item_id: i.id, restock: 1 })) });
      await signIn(b.page, b.baseUrl);
      await b.page.goto(`/admin/returns/${id}`);
      await waitForStatus(b.page, 'Inspected');
      await b.page.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = b.page.getByRole('dialog');
      expect(await dialog.getByRole('combobox', { name: 'Refund mode' }).inputValue()).toBe('store_credit');
      expect(Number(await dialog.getByLabel('Amount').inputValue())).toBe(promised);
      await dialog.getByText(/store credit bonus \(10%\) \+₹/).waitFor();
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await waitForStatus(b.page, 'Refunded');
      await b.page.getByText(/Refunded by store credit/).waitFor();

      // What was recorded and credited is what was promised, and the shopper sees it.
      const detail = await api<Detail>(b.baseUrl, `/return-exchange/v1/${id}/common`, { token });
      expect(detail.refunds).toEqual([
        expect.objectContaining({ mode: 'store_credit', status: 'succeeded' }),
      ]);
      expect(Number(detail.refunds[0]?.amount)).toBe(promised);
      expect(Number(detail.refunds[0]?.bonus_amount)).toBe(bonus);
      await b.page.goto(details);
      const money = b.page.getByRole('region', { name: 'Your refund' });
      await money.getByText('Done', { exact: true }).waitFor();
      expect(rupees(await money.locator('.rt-refund .rt-strong').first().textContent())).toBe(promised);
      const head = b.page.getByRole('region', { name: /^Return · Request / });
      expect(rupees(await head.locator('.rt-summary__total dd').first().textContent())).toBe(promised);
      expect(
        rupees(
          await head
            .locator('.rt-summary__row', { hasText: 'Store credit bonus' })
            .locator('dd')
            .textContent(),
        ),
      ).toBe(bonus);
      const balance = rupees(await money.getByText(/Your store credit balance/).textContent());
      expect(balance).toBeGreaterThanOrEqual(promised);
    } finally {
      await setBonus(settings.store_credit_bonus_percent);
    }
  });

  it('shows a refused refund as delayed everywhere, then pays it as store credit from the request page', async () => {
    const { token } = await apiLogin(b.baseUrl);
    // The demo store's request whose refund the gateway refused (README "A refund the payment gateway refuses").
    const list = await api<{ docs: { id: string; name: string; shown_status: string }[] }>(
      b.baseUrl,
      '/return-exchange/v1/filter-list',
      { token, body: { type: 'return', status: 'all', dateFilter: 'all', search: '1202' } },
    );
    const request = list.docs.find((d) => d.name === '1202-R1');
    if (!request) throw new Error('the demo store has no request 1202-R1');
    expect(request.shown_status).toBe('refund_failed');

    // The shopper's page of that order says the refund is delayed.
    const shopperRequest = async () => {
      await b.page.goto(`/${PORTAL_STORE}`);
      await b.page.getByRole('textbox', { name: 'Order number' }).fill(PRE_ORDER.number);
      await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(PRE_ORDER.email);
      await b.page.getByRole('button', { name: 'Find my order' }).click();
      await b.page.waitForURL('**/orderlist/**');
      await b.page
        .getByRole('link', { name: /^View request / })
        .first()
        .click();
      await b.page.waitForURL('**/details/**');
      return b.page.getByRole('region', { name: /^Return · Request / });
    };
    await (await shopperRequest()).getByText('Refund delayed').waitFor();

    await signIn(b.page, b.baseUrl);
    await b.page.goto('/admin/returns?status=all&page=1&dateFilter=all&search=1202');
    await b.page.getByText('1202-R1').first().waitFor();
    await b.page.getByText('Refund delayed').first().waitFor();
    // No badge says Refunded (the status tabs name the statuses the list filters by).
    expect(await b.page.locator('.Polaris-Badge', { hasText: /^Refunded$/ }).count()).toBe(0);

    await b.page.goto(`/admin/returns/${request.id}`);
    await waitForStatus(b.page, 'Refund delayed');
    await b.page.getByRole('list', { name: 'Status timeline' }).getByText('Refund delayed').waitFor();
    await b.page.getByText(/Refund delayed 1/).waitFor();
    expect(await b.page.locator('.Polaris-Badge', { hasText: /^Refunded$/ }).count()).toBe(0);
    await b.page.getByText('Refund delayed: the shopper has not been paid').waitFor();
    await b.page.getByRole('button', { name: 'Refund another way' }).first().click();

    const dialog = b.page.getByRole('dialog');
    await dialog.getByText(/failed, so the shopper has not been paid/).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Refund mode' }).inputValue()).toBe('store_credit');
    const amount = Number(await dialog.getByLabel('Amount').inputValue());
    expect(amount).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await waitForStatus(b.page, 'Refunded');
    await b.page.getByText(/Refunded by store credit/).waitFor();
    await b.page.getByText('Failed, paid another way', { exact: true }).waitFor();
    expect(await b.page.getByText('Refund delayed').count()).toBe(0);
    expect(await b.page.getByRole('button', { name: 'Retry failed steps' }).count()).toBe(0);

    const detail = await api<Detail>(b.baseUrl, `/return-exchange/v1/${request.id}/common`, { token });
    expect(detail.refunds.map((r) => [r.mode, r.status])).toEqual([
      ['pay_to_source', 'failed'],
      ['store_credit', 'succeeded'],
    ]);
    expect(Number(detail.refunds[1]?.amount)).toBe(amount);

    const head = await shopperRequest();
    await head.locator('.rt-request__top').getByText('Refunded', { exact: true }).waitFor();
    const money = b.page.getByRole('region', { name: 'Your refund' });
    await money.getByText('Done', { exact: true }).waitFor();
    await money.getByText('Paid another way', { exact: true }).waitFor();
    expect(await b.page.getByText('Refund delayed').count()).toBe(0);
  });
});
