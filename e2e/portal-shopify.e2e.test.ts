import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { sessionTokenFor, useShopifyServer } from './shopify-server';

describe('the portal of a store connected to Shopify', () => {
  const server = useShopifyServer();
  const b = useBrowser({ width: 360, height: 780 });

  it('opens the Shopify order and files a return on a phone', async () => {
    const shop = 'portal-e2e.myshopify.com';
    server.fake.addShop(shop, { accessToken: 'not-yet-installed' });
    // Installed as a merchant opening the app in the Shopify admin does (token exchange).
    const installed = await fetch(`${server.baseUrl}/api/shopify/v1/embedded-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sessionTokenFor(shop)}` },
    });
    expect(installed.status).toBe(200);
    const product = server.fake.seedProduct(shop, {
      title: 'Linen shirt',
      variants: [{ title: 'M', price: 150_000, available: 4 }],
    });
    const day = 86_400_000;
    const order = server.fake.seedOrder(shop, {
      // Bought a week ago and delivered three days ago: inside the return window.
      createdAt: new Date(Date.now() - 7 * day).toISOString(),
      deliveredAt: new Date(Date.now() - 3 * day).toISOString(),
      email: 'meera@example.com',
      phone: '+91 98450 12345',
      shippingAddress: {
        firstName: 'Meera',
        lastName: 'Iyer',
        address1: '14 Residency Road',
        address2: null,
        city: 'Bengaluru',
        province: 'Karnataka',
        provinceCode: 'KA',
        country: 'India',
        countryCodeV2: 'IN',
        zip: '560025',
        phone: '+91 98450 12345',
      },
      customer: { firstName: 'Meera', lastName: 'Iyer' },
      lines: [
        {
          title: 'Linen shirt',
          price: 150_000,
          quantity: 1,
          variantId: product.variants[0]?.id,
          productId: product.id,
        },
      ],
    });

    await b.page.goto(`${server.baseUrl}/portal-e2e`);
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.name);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill('meera@example.com');
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');
    await b.page.getByText(order.name).first().waitFor();
    await b.page.getByRole('link', { name: 'Return Linen shirt' }).first().click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByRole('radio', { name: 'Store credit' }).check();
    // The new store has no drop-off place yet: pickup is the one way back offered.
    expect(await b.page.getByRole('radio', { name: "I'll drop it off" }).count()).toBe(0);
    await b.page.getByRole('group', { name: 'Pickup address' }).waitFor();
    // The pickup address and phone come from the Shopify order.
    expect(await b.page.getByRole('textbox', { name: 'Address line 1' }).inputValue()).toBe(
      '14 Residency Road',
    );
    // The order's own price from Shopify, in the summary.
    await b.page.getByText('₹1,500.00').first().waitFor();
    await b.page.getByRole('button', { name: 'Confirm return' }).click();
    await b.page.waitForURL('**/details/**');
    await b.page.getByText('Linen shirt').first().waitFor();
    expect(server.fake.shop(shop).orders.has(order.id)).toBe(true);
  });
});
