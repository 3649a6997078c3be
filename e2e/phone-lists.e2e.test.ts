import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signIn } from './merchant';

const PHONE = { width: 390, height: 844 };

/** Nothing wider than the screen: a page scrolls down, never sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** A condensed row, not a cropped table: no table on the page, and the row's amount in full view. */
async function expectCondensed(page: Page, rowLink: RegExp) {
  expect(await page.getByRole('table').count()).toBe(0);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: rowLink }) })
    .first();
  const amount = row.getByText(/₹[\d,]+\.\d\d/).first();
  await amount.waitFor();
  const box = await amount.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

describe('merchant lists on a phone', () => {
  const b = useBrowser(PHONE);

  it('shows Home and the returns list as condensed rows that fit 390 px', async () => {
    await signIn(b.page, b.baseUrl);
    await b.page.goto('/admin/dashboard');
    await b.page.getByRole('heading', { name: 'Latest requests' }).waitFor();
    const latest = b.page.getByRole('link', { name: /^(Return|Exchange) \d/ }).first();
    await latest.waitFor();
    expect(await latest.isVisible()).toBe(true);
    const box = await latest.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expectCondensed(b.page, /^(Return|Exchange) \d/);

    await b.page.goto('/admin/returns?status=active&page=1&dateFilter=all');
    await b.page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    const row = b.page.getByRole('link', { name: /^\d+-R?\d+$/ }).first();
    await row.waitFor();
    const rowBox = await row.boundingBox();
    expect((rowBox?.x ?? 0) + (rowBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expectCondensed(b.page, /^\d+-R?\d+$/);
  });
});
