import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signIn } from './merchant';
import { PORTAL_STORE } from './portal-demo';

/** The list's total, as the page's subtitle says it ("12 returns"). */
async function listTotal(page: Page): Promise<number> {
  const total = page.getByText(/^\d[\d,]* returns?$/).first();
  await total.waitFor();
  return Number((await total.innerText()).replace(/\D/g, ''));
}

describe('merchant lists', () => {
  // A small laptop: the navigation takes its share and every column, status first, must still fit.
  const b = useBrowser({ width: 1024, height: 768 });

  it('opens the home page count "to approve" as a list with that many returns, the status in view', async () => {
    await signIn(b.page, b.baseUrl);
    await b.page.goto('/admin/dashboard');
    const row = b.page
      .getByRole('list', { name: 'Work queues' })
      .getByRole('listitem')
      .filter({ hasText: 'To approve' });
    const link = row.getByRole('link', { name: /^\d+ returns?$/ });
    const count = Number((await link.innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await link.click();

    await b.page.waitForURL('**/admin/returns?status=requested&page=1&dateFilter=all');
    await b.page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    expect(await listTotal(b.page)).toBe(count);
    expect(await b.page.title()).toBe('Returns · Roundtrip');
    const tab = b.page.getByRole('tab', { name: 'Requested', selected: true });
    await tab.waitFor();
    // Every date is included: no date chip to remove.
    expect(await b.page.getByRole('button', { name: /^Created: / }).count()).toBe(0);
    const table = b.page.getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBe(Math.min(count, 25) + 1);

    // Every column fits, from the status to the last one.
    for (const name of [/Status/, /Created/]) {
      const header = await table.getByRole('columnheader', { name }).boundingBox();
      expect(header).not.toBeNull();
      expect((header?.x ?? 0) + (header?.width ?? 0)).toBeLessThanOrEqual(1024);
    }
    const rowStatus = await table
      .getByRole('row')
      .nth(1)
      .getByText('Requested', { exact: true })
      .boundingBox();
    expect((rowStatus?.x ?? 0) + (rowStatus?.width ?? 0)).toBeLessThanOrEqual(1024);
  });

  it('shows the default "Last 7 days" as a chip, and removing it widens the list', async () => {
    await signIn(b.page, b.baseUrl);
    await b.page.goto('/admin/returns');
    await b.page.waitForURL('**/admin/returns?status=active&page=1&dateFilter=last_week');
    const chip = b.page.getByRole('button', { name: 'Created: Last 7 days' });
    await chip.waitFor();
    const week = await listTotal(b.page);

    await chip.locator('..').getByRole('button', { name: 'Clear' }).click();
    await b.page.waitForURL('**/admin/returns?status=active&page=1&dateFilter=all');
    await expect.poll(() => listTotal(b.page)).toBeGreaterThan(week);
    await chip.waitFor({ state: 'detached' });
  });
});

describe('merchant lists on a phone', () => {
  const b = useBrowser({ width: 360, height: 780 });

  it('insets what sits outside the list card as far as the page title', async () => {
    await signIn(b.page, b.baseUrl);
    await b.page.goto('/admin/returns');
    const title = await b.page.getByRole('heading', { name: 'Returns', level: 1 }).boundingBox();
    const saved = b.page.getByRole('combobox', { name: 'Saved filters' });
    await saved.waitFor();
    const inset = title?.x ?? 0;
    expect(inset).toBeGreaterThan(0);
    for (const box of [
      await saved.boundingBox(),
      await b.page.getByText('Press ? for keyboard shortcuts.').boundingBox(),
    ])
      expect(box?.x).toBeGreaterThanOrEqual(inset);
  });
});

describe('demo portal', () => {
  const b = useBrowser();

  it('offers sample orders to try, and one of them opens its order', async () => {
    await b.page.goto(`/${PORTAL_STORE}`);
    const sample = b.page.getByRole('button', { name: /^Try order \d+ with \S+@example\.com$/ }).first();
    const [, number, email] = /^Try order (\d+) with (\S+)$/.exec(await sample.innerText()) ?? [];
    await sample.click();
    expect(await b.page.getByRole('textbox', { name: 'Order number' }).inputValue()).toBe(number);
    expect(await b.page.getByRole('textbox', { name: 'Email or phone number' }).inputValue()).toBe(email);
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');
    await b.page.getByRole('heading', { name: `Order #${number}` }).waitFor();
    expect(await b.page.getByRole('link', { name: /^Return / }).count()).toBeGreaterThan(0);
  });
});
