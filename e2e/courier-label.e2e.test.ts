import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { merchantLogin, shopperCreatesReturn } from './merchant';
import { inTransitPrepaid, ordersWhere, PORTAL_STORE } from './portal-demo';

/** The label is bought by the outbox worker after the approval commits: reload until it shows. */
async function waitForLabel(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 10; i++) {
    try {
      await button.waitFor({ timeout: 3000 });
      return;
    } catch {
      await page.reload();
    }
  }
  throw new Error('the label never showed');
}

describe('couriers: the sandbox label', () => {
  const b = useBrowser();

  it('offers only bookable couriers, approves with the sandbox, opens the label PDF, and the shopper sees the label', async () => {
    const request = await shopperCreatesReturn(b.baseUrl, ordersWhere(inTransitPrepaid));
    await merchantLogin(b.page);
    await b.page.goto(`/admin/returns/${request.id}`);
    await b.page.getByRole('heading', { name: `Return ${request.name}` }).waitFor();
    await b.page.getByRole('button', { name: 'Approve', exact: true }).first().click();
    const dialog = b.page.getByRole('dialog');
    const courier = dialog.getByLabel('Courier', { exact: true });
    await courier.locator('option', { hasText: 'Sandbox courier' }).waitFor({ state: 'attached' });
    // Only couriers this store can book are offered: never the ones marked "Not yet supported".
    const offered = await courier.locator('option').allTextContents();
    for (const unbuilt of ['UPS', 'DHL', 'FedEx', 'Delhivery', 'Canada Post', 'EasyParcel', 'Nimbus'])
      expect(offered).not.toContain(unbuilt);
    await courier.selectOption({ label: 'Sandbox courier' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await waitForLabel(b.page, 'Download label');
    await b.page.getByText('Sandbox', { exact: true }).first().waitFor();
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Download label', exact: true }).click(),
    ]);
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    // The shopper's details page: the label with its link, opened with the portal session only.
    await b.page.goto(`/details/${PORTAL_STORE}/${request.id}/${request.sessionId}`);
    const card = b.page.getByRole('region', { name: 'Your return label' });
    await card.getByText(/Sandbox courier, tracking SAN\d{12}/).waitFor();
    const href = await card.getByRole('link', { name: 'Open the label (PDF)' }).getAttribute('href');
    const file = await b.page.request.get(href ?? '');
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');
    const stranger = await fetch(`${b.baseUrl}/api/return-exchange/v1/${request.id}/label/file`);
    expect(stranger.status).toBe(401);
  });
});
