import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin } from './merchant';
import { ordersWhere, PORTAL_STORE, recentlyDelivered } from './portal-demo';

/** The demo merchant switches gift returns on or off through the settings API. */
async function setGiftReturns(baseUrl: string, on: boolean): Promise<void> {
  const { token } = await apiLogin(baseUrl);
  await api(baseUrl, '/setting/v1/update', { token, body: { gift_returns: on } });
}

describe('shopper portal: gift returns', () => {
  const b = useBrowser({ width: 360, height: 780 });
  afterAll(async () => {
    if (b.baseUrl) await setGiftReturns(b.baseUrl, false);
  });

  it('lets a gift recipient return for store credit without seeing a price', async () => {
    await setGiftReturns(b.baseUrl, true);
    let returnLink = b.page.getByRole('link', { name: /^Return / }).first();
    for (const order of ordersWhere((o) => recentlyDelivered(o) && o.prepaid)) {
      await b.page.goto(`/${PORTAL_STORE}`);
      await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
      await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
      await b.page.getByRole('checkbox', { name: /This was a gift/ }).check();
      await b.page.getByRole('textbox', { name: 'Your email' }).fill('gift.recipient@example.com');
      await b.page.getByRole('button', { name: 'Find my order' }).click();
      await b.page.waitForURL('**/orderlist/**');
      await b.page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
      await b.page.waitForLoadState('networkidle');
      expect(await b.page.locator('main').textContent()).not.toContain('₹');
      // The first line still open (another file may have returned the order's first line already).
      returnLink = b.page.getByRole('link', { name: /^Return / }).first();
      if ((await returnLink.count()) > 0) break;
    }
    await returnLink.click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByText(/This is a gift return/).waitFor();
    expect(await b.page.getByRole('radio', { name: 'Store credit' }).count()).toBe(0);
    expect(await b.page.locator('main').textContent()).not.toContain('₹');
    await b.page.getByRole('button', { name: 'Confirm return' }).click();

    await b.page.waitForURL('**/details/**');
    await b.page.getByRole('heading', { name: /^Return · Request / }).waitFor();
    const details = b.page.getByRole('region', { name: /^Return · Request / });
    await details.getByText('Store credit').waitFor();
    expect(await b.page.locator('main').textContent()).not.toContain('₹');
  });
});
