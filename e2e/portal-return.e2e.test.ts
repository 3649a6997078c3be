import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { type DemoOrder, inTransit, PORTAL_STORE, recentlyDelivered, SHIRT, takeOrder } from './portal-demo';

const PHONE = { width: 360, height: 780 };

async function openOrder(page: Page, order: DemoOrder) {
  await page.goto(`/${PORTAL_STORE}`);
  await page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await page.waitForURL('**/orderlist/**');
  await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
}

describe('shopper portal: returns and exchanges', () => {
  const b = useBrowser(PHONE);

  it('returns one item of a delivered order to store credit and sees the request on the details page', async () => {
    // The demo requests seeded at first start hold some lines: an order with none left open gives way.
    let returnLink = b.page.getByRole('link', { name: /^Return / }).first();
    let line = { title: '' };
    for (let tries = 0; tries < 12; tries++) {
      const order = takeOrder((o) => recentlyDelivered(o) && o.prepaid);
      await openOrder(b.page, order);
      await b.page.waitForLoadState('networkidle');
      // The first line still open (another file may have returned the order's first line already).
      returnLink = b.page.getByRole('link', { name: /^Return / }).first();
      if ((await returnLink.count()) > 0) {
        line = { title: ((await returnLink.textContent()) ?? '').replace(/^Return /, '').trim() };
        break;
      }
    }
    await returnLink.click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByRole('radio', { name: 'Store credit' }).check();
    await b.page.getByRole('radio', { name: 'Pickup from my address' }).check();
    const summary = b.page.getByRole('region', { name: 'Summary' });
    await summary.getByText('You get back (Store credit)').waitFor();
    const refund = ((await summary.locator('.rt-summary__total dd').textContent()) ?? '').trim();
    expect(refund).toMatch(/^₹[\d,]+\.\d{2}$/);
    await b.page.getByRole('button', { name: 'Confirm return' }).click();

    await b.page.waitForURL('**/details/**');
    await b.page.getByRole('heading', { name: 'Request details' }).waitFor();
    await b.page.getByRole('heading', { name: /^Return · Request / }).waitFor();
    await b.page.getByText('Requested', { exact: true }).first().waitFor();
    await b.page.getByText(line.title).first().waitFor();
    await b.page.getByText('Reason: Size too small').waitFor();
    const details = b.page.getByRole('region', { name: /^Return · Request / });
    await details.getByText('Store credit').waitFor();
    expect(((await details.locator('.rt-summary__total dd').first().textContent()) ?? '').trim()).toBe(
      refund,
    );

    // The order list now shows the request too.
    await b.page.getByRole('link', { name: 'Back to your order' }).click();
    await b.page.getByRole('heading', { name: 'Your requests' }).waitFor();
    await b.page
      .getByRole('link', { name: /^View request / })
      .first()
      .waitFor();
  });

  it('exchanges a shirt for another size and sees the price difference', async () => {
    const order = takeOrder(
      // With a phone: the form asks for one when the order has none.
      (o) => (recentlyDelivered(o) || inTransit(o)) && o.hasPhone && o.lines.some((l) => SHIRT.test(l.title)),
    );
    const line = order.lines.find((l) => SHIRT.test(l.title)) as DemoOrder['lines'][number];
    const [size] = line.variant.split(' / ');
    await openOrder(b.page, order);
    await b.page
      .getByRole('link', { name: `Exchange ${line.title}` })
      .first()
      .click();
    await b.page.getByRole('heading', { name: 'Exchange items' }).waitFor();
    await b.page.getByRole('group', { name: 'Size' }).waitFor();
    const sizes = b.page.getByRole('group', { name: 'Size' }).getByRole('radio');
    let picked = '';
    for (const radio of await sizes.all()) {
      const value = await radio.getAttribute('value');
      if (value && value !== size && (await radio.isEnabled())) {
        await radio.check({ force: true });
        picked = value;
        break;
      }
    }
    expect(picked).not.toBe('');
    await b.page.getByText(new RegExp(`^New item: ${picked} / `)).waitFor();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    const summary = b.page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Price difference').waitFor();
    await summary
      .getByText(/^(You pay the difference: ₹|You get the difference back: ₹|Same price: nothing to pay)/)
      .waitFor();
    await b.page.getByRole('button', { name: 'Confirm exchange' }).click();
    await b.page.waitForURL('**/details/**');
    await b.page.getByRole('heading', { name: /^Exchange · Request / }).waitFor();
    await b.page.getByText(new RegExp(`^New item: ${picked} / `)).waitFor();
  });

  it('shows the validator messages for bank-transfer fields', async () => {
    const order = takeOrder((o) => recentlyDelivered(o) || inTransit(o));
    const line = order.lines[0] as DemoOrder['lines'][number];
    await openOrder(b.page, order);
    await b.page
      .getByRole('link', { name: `Return ${line.title}` })
      .first()
      .click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('radio', { name: 'Bank transfer' }).check();
    const holder = b.page.getByRole('textbox', { name: 'Account holder name' });
    await holder.fill('R0hit 5harma');
    await b.page.getByRole('textbox', { name: 'Account number' }).fill('12ab');
    await b.page.getByRole('textbox', { name: 'Bank code (IFSC)' }).fill('HDFC12');
    await b.page.getByRole('textbox', { name: 'Bank code (IFSC)' }).blur();
    await b.page.getByText('Please use letters and spaces only').first().waitFor();
    await b.page.getByText('Please enter 9 to 20 digits, numbers only').first().waitFor();
    await b.page
      .getByText('Please enter a valid bank code: 4 letters followed by 7 letters or digits')
      .first()
      .waitFor();
    expect(await holder.getAttribute('aria-invalid')).toBe('true');

    // Submitting lists the problems in an alert and files nothing. The summary first: arriving later, it
    // would move the button under the click.
    await b.page.getByRole('region', { name: 'Summary' }).locator('.rt-summary__total dd').waitFor();
    await b.page.getByRole('button', { name: 'Confirm return' }).click();
    await b.page
      .getByRole('alert')
      .filter({ hasText: /Please fix \d+ problems? below/ })
      .waitFor();
    expect(new URL(b.page.url()).pathname).toContain('/return/');

    // Valid values clear the messages.
    await holder.fill('Rohit Sharma');
    await b.page.getByRole('textbox', { name: 'Account number' }).fill('123456789012');
    await b.page.getByRole('textbox', { name: 'Bank code (IFSC)' }).fill('HDFC0001234');
    await b.page.getByText('Please use letters and spaces only').waitFor({ state: 'detached' });
    await b.page.getByText('Please enter 9 to 20 digits, numbers only').waitFor({ state: 'detached' });
    expect(await holder.getAttribute('aria-invalid')).toBeNull();
  });
});
