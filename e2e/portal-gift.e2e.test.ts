import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, useBrowser } from './browser';
import { type DemoOrder, PORTAL_STORE, recentlyDelivered, takeOrder } from './portal-demo';

/** The demo merchant switches gift returns on or off through the settings API. */
async function setGiftReturns(baseUrl: string, on: boolean): Promise<void> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${baseUrl}/api/setting/v1/update`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ gift_returns: on }),
  });
  expect(res.status).toBe(200);
}

/**
 * The middle demo order that fits: portal-return takes recent orders from the front of the list,
 * the merchant and settings tests from the back, so the middle is this file's alone.
 */
function middleOrder(test: (o: DemoOrder) => boolean): DemoOrder {
  const fits: string[] = [];
  try {
    takeOrder((o) => {
      if (test(o)) fits.push(o.number);
      return false;
    });
  } catch {
    // takeOrder throws once it has looked at every order without taking one: fits is complete.
  }
  const middle = fits[Math.floor(fits.length / 2)];
  return takeOrder((o) => o.number === middle);
}

describe('shopper portal: gift returns', () => {
  const b = useBrowser({ width: 360, height: 780 });
  afterAll(async () => {
    if (b.baseUrl) await setGiftReturns(b.baseUrl, false);
  });

  it('lets a gift recipient return for store credit without seeing a price', async () => {
    await setGiftReturns(b.baseUrl, true);
    const order = middleOrder((o) => recentlyDelivered(o) && o.prepaid);
    const line = order.lines[0] as DemoOrder['lines'][number];
    await b.page.goto(`/${PORTAL_STORE}`);
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
    await b.page.getByRole('checkbox', { name: /This was a gift/ }).check();
    await b.page.getByRole('textbox', { name: 'Your email' }).fill('gift.recipient@example.com');
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');
    await b.page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    expect(await b.page.locator('main').textContent()).not.toContain('₹');

    await b.page
      .getByRole('link', { name: `Return ${line.title}` })
      .first()
      .click();
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
