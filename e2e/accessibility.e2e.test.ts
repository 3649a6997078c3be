import type { Page } from 'playwright-core';
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

/**
 * In-app moves, as the app's own links make them: the app and the scanner stay loaded, where a reload
 * would parse both again (about a second of the browser's CPU a page). A move is over once the page names
 * itself; `quiet` waits until every request is answered and half a second passed since the last (the
 * load state of the first navigation says nothing of a move inside the app).
 */
function inApp(page: Page) {
  let pending = 0;
  let lastActivity = Date.now();
  const seen = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    pending++;
    seen();
  });
  const answered = () => {
    pending--;
    seen();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const quiet = async () => {
    while (pending > 0 || Date.now() - lastActivity < 500) await new Promise((r) => setTimeout(r, 100));
  };
  const open = async (path: string): Promise<void> => {
    const title = await page.title();
    const moved = await page.evaluate((to) => {
      if (`${location.pathname}${location.search}` === to) return false;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return true;
    }, path);
    if (moved) await page.waitForFunction((before) => document.title !== before, title);
  };
  return { open, quiet };
}

describe('accessibility: no serious or critical axe violation on any page', () => {
  const b = useBrowser();

  it('scans every admin page after one login, then every portal page on a phone', async () => {
    const found: string[] = [];
    const candidates = ordersWhere(inTransitPrepaid);
    const { open, quiet } = inApp(b.page);
    await merchantLogin(b.page);
    await b.page.getByRole('heading').first().waitFor();
    for (const path of ADMIN_PAGES) {
      await open(path);
      await b.page.getByRole('heading').first().waitFor();
      found.push(...(await scan(b.page, path, quiet)));
    }
    // A request page of each kind, from the lists.
    for (const list of ['/admin/returns?dateFilter=all', '/admin/exchanges?dateFilter=all']) {
      await open(list);
      await b.page
        .getByRole('link', { name: /-[RE]\d+$/ })
        .first()
        .click();
      await b.page.waitForURL(/\/admin\/(returns|exchanges)\/[0-9a-f-]{36}/);
      await b.page.getByRole('heading').first().waitFor();
      found.push(...(await scan(b.page, 'request page', quiet)));
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
