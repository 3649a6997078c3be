import { afterAll, describe, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin } from './merchant';
import { PORTAL_STORE, takeOrder, unshippedPrepaid } from './portal-demo';

/** The demo merchant lets shoppers cancel items that have not shipped, or stops, through the settings API. */
async function setCancellations(baseUrl: string, on: boolean): Promise<void> {
  const { token } = await apiLogin(baseUrl);
  await api(baseUrl, '/setting/v1/update', { token, body: { cancel_unfulfilled: on } });
}

describe('shopper portal: cancelling items that have not shipped', () => {
  const b = useBrowser({ width: 360, height: 780 });
  afterAll(async () => {
    if (b.baseUrl) await setCancellations(b.baseUrl, false);
  });

  it('cancels an unshipped item, and the details page says it is cancelled and refunded', async () => {
    await setCancellations(b.baseUrl, true);
    const order = takeOrder(unshippedPrepaid);
    const line = order.lines[0];
    if (!line) throw new Error('the order has no line');
    await b.page.goto(`/${PORTAL_STORE}`);
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');

    const card = b.page.getByRole('region', { name: 'Cancel items that have not shipped' });
    await card.getByRole('checkbox', { name: new RegExp(`^Cancel ${line.title}`) }).check();
    await card.getByRole('button', { name: 'Cancel selected items' }).click();

    await b.page.waitForURL('**/details/**');
    await b.page.getByRole('heading', { name: /^Cancellation · Request / }).waitFor();
    // The outbox cancels and refunds on the demo platform; the page shows it once it is done.
    const done = b.page.getByText('These items are cancelled and refunded to your original payment.', {
      exact: false,
    });
    for (let tries = 0; tries < 20 && (await done.count()) === 0; tries++) {
      await b.page.waitForTimeout(500);
      await b.page.reload();
      await b.page.getByRole('heading', { name: /^Cancellation · Request / }).waitFor();
    }
    await done.waitFor();
    await b.page.getByText('Refunded', { exact: true }).first().waitFor();
  });
});
