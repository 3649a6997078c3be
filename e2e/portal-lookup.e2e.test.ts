import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { longAgo, PORTAL_STORE, takeOrder } from './portal-demo';

const PHONE = { width: 360, height: 780 };
const NOT_FOUND =
  "We couldn't find an order with those details. Check the order number and the email or phone you used.";

describe('shopper portal: finding an order', () => {
  const b = useBrowser(PHONE);

  it('refuses a wrong email without saying which half was wrong', async () => {
    const order = takeOrder(longAgo);
    await b.page.goto(`/${PORTAL_STORE}`);
    await b.page.getByRole('heading', { name: 'Find your order' }).waitFor();
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(`not-${order.email}`);
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.getByRole('alert').filter({ hasText: NOT_FOUND }).waitFor();
    expect(new URL(b.page.url()).pathname).toBe(`/${PORTAL_STORE}`);
  });

  it('shows an item outside the return window with its reason and no button', async () => {
    const order = takeOrder(longAgo);
    await b.page.goto(`/${PORTAL_STORE}`);
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(`#${order.number}`);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');
    await b.page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    const item = b.page
      .getByRole('listitem')
      .filter({ has: b.page.getByRole('heading', { name: order.lines[0]?.title }) });
    await item.getByText(/The 30-day return window for this order ended on \d+ \w+ \d{4}\./).waitFor();
    expect(await item.getByRole('link', { name: /^Return / }).count()).toBe(0);
    expect(await item.getByRole('link', { name: /^Exchange / }).count()).toBe(0);
  });

  it('shows the not-found page for an unknown store', async () => {
    await b.page.goto('/no-such-store-here');
    await b.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
