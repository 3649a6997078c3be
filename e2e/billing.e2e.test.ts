import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, useBrowser } from './browser';
import { apiResponse, signIn } from './merchant';

/** The seeded billing demo store: plans on, free plan, not on Shopify (docs/plans.md). */
const BILLING_DEMO = {
  store: 'demo-us.myshopify.com',
  email: 'billing@roundtrip.dev',
  password: 'roundtrip-demo',
};

async function openPolicies(page: Page) {
  await page.goto('/admin/settings/policies');
  await page.getByRole('region', { name: 'Smart exchange' }).waitFor();
}

describe('plans: the self-hosted and the billing demo stores', () => {
  const b = useBrowser();

  it('self-hosted demo store: no feature is badged or refused, nothing to buy', async () => {
    await signIn(b.page, b.baseUrl, DEMO);
    await b.page.goto('/admin/billing');
    await b.page.getByText('Every feature is on').waitFor();
    await b.page.getByText('Self-hosted: all features').first().waitFor();
    await openPolicies(b.page);
    for (const badge of ['Grow', 'Grow plan', 'Scale', 'Scale plan'])
      expect(await b.page.getByText(badge, { exact: true }).count()).toBe(0);
    expect(await b.page.getByRole('button', { name: /^See the .* plan$/ }).count()).toBe(0);
  });

  it('billing demo store: a gated feature opens the upsell and the upgrade completes on demo billing', async () => {
    const { token } = await signIn(b.page, b.baseUrl, BILLING_DEMO);
    try {
      await b.page.goto('/admin/dashboard');
      await b.page.getByText('Try the paid features').waitFor();

      await openPolicies(b.page);
      const smart = b.page.getByRole('region', { name: 'Smart exchange' });
      await smart.getByText('Grow plan', { exact: true }).waitFor();
      await smart.getByText('Suggest the best variant', { exact: true }).click();
      const dialog = b.page.getByRole('dialog');
      await dialog.getByText('$19.99/month').first().waitFor();
      await dialog.getByRole('button', { name: 'Upgrade to Grow plan' }).click();

      // No Shopify behind this store: the labelled demo page stands in for Shopify's approval page.
      await b.page.waitForURL('**/admin/billing/demo?charge=*');
      await b.page.getByText('This is not Shopify').waitFor();
      await b.page.getByText('Grow plan: $19.99 USD every 30 days').waitFor();
      await b.page.getByRole('button', { name: 'Approve demo charge' }).click();
      await b.page.getByText('Your plan: Grow plan').waitFor();
      await b.page.getByRole('link', { name: 'Back to policies' }).click();

      await smart.getByText('Grow', { exact: true }).waitFor();
      await smart.getByText('Suggest the best variant', { exact: true }).click();
      await b.page.getByRole('button', { name: 'Save', exact: true }).click();
      await b.page.getByText('Settings saved').first().waitFor();
      expect(await b.page.getByRole('dialog').count()).toBe(0);
    } finally {
      // Back to the free plan (settings stay), so the store starts the same way next time.
      await apiResponse(b.baseUrl, '/billing/v1/unsubscribe-reason', {
        token,
        body: { reason: 'end of the browser test' },
      });
    }
  });
});
