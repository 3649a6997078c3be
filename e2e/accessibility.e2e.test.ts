import { describe, expect, it } from 'vitest';
import { scan } from './axe-scan';
import { useBrowser } from './browser';
import { merchantLogin } from './merchant';
import { inTransitPrepaid, ordersWhere, PORTAL_STORE } from './portal-demo';

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/returns',
  '/admin/exchanges',
  '/admin/settings/general',
  '/admin/settings/policies',
  '/admin/settings/rules',
  '/admin/settings/reasons',
  '/admin/settings/tax',
  '/admin/settings/drop-off-places',
  '/admin/settings/shopify',
  '/admin/settings/team',
  '/admin/settings/payments',
  '/admin/settings/warehouses',
  '/admin/settings/workflows',
  '/admin/profile',
  '/admin/billing',
  '/admin/emails',
  '/admin/emails/sent',
];

describe('accessibility: no serious or critical axe violation on any page', () => {
  const b = useBrowser();

  it('scans every admin page after one login, then every portal page on a phone', async () => {
    const found: string[] = [];
    const candidates = ordersWhere(inTransitPrepaid);
    await merchantLogin(b.page);
    await b.page.getByRole('heading').first().waitFor();
    for (const path of ADMIN_PAGES) {
      await b.page.goto(path);
      await b.page.getByRole('heading').first().waitFor();
      found.push(...(await scan(b.page, path)));
    }
    // A request page of each kind, from the lists.
    for (const list of ['/admin/returns?dateFilter=all', '/admin/exchanges?dateFilter=all']) {
      await b.page.goto(list);
      await b.page
        .getByRole('link', { name: /-[RE]\d+$/ })
        .first()
        .click();
      await b.page.waitForURL(/\/admin\/(returns|exchanges)\/[0-9a-f-]{36}/);
      await b.page.getByRole('heading').first().waitFor();
      found.push(...(await scan(b.page, 'request page')));
    }

    await b.page.setViewportSize({ width: 360, height: 780 });
    await b.page.goto(`/${PORTAL_STORE}`);
    await b.page.getByRole('button', { name: 'Find my order' }).waitFor();
    found.push(...(await scan(b.page, 'portal search')));
    for (const order of candidates) {
      await b.page.goto(`/${PORTAL_STORE}`);
      await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
      await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
      await b.page.getByRole('button', { name: 'Find my order' }).click();
      await b.page.waitForURL('**/orderlist/**');
      await b.page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
      await b.page.waitForLoadState('networkidle');
      if ((await b.page.getByRole('link', { name: /^Exchange / }).count()) > 0) break;
    }
    found.push(...(await scan(b.page, 'portal order list')));
    const orderList = b.page.url();
    await b.page
      .getByRole('link', { name: /^Exchange / })
      .first()
      .click();
    await b.page
      .getByRole('heading', { name: /Exchange/ })
      .first()
      .waitFor();
    found.push(...(await scan(b.page, 'portal exchange form')));
    await b.page.goto(orderList);
    await b.page
      .getByRole('link', { name: /^Return / })
      .first()
      .click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    found.push(...(await scan(b.page, 'portal return form')));
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByRole('radio', { name: 'Store credit' }).check();
    await b.page.getByRole('radio', { name: "I'll drop it off" }).check();
    await b.page.getByRole('button', { name: 'Confirm return' }).click();
    await b.page.waitForURL('**/details/**');
    await b.page.getByRole('region', { name: 'How to send it back' }).waitFor();
    found.push(...(await scan(b.page, 'portal details')));

    expect(found).toEqual([]);
  }, 240_000);
});
