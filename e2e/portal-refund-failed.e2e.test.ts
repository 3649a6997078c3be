import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin } from './merchant';
import { PORTAL_STORE } from './portal-demo';

const PHONE = { width: 360, height: 780 };
/** The README's made-to-order demo order: paid 200 days ago, delivered 3 days ago (seed pre-order.ts). */
const PRE_ORDER = { number: '1201', email: 'nandini.rao@example.com' };

type Json = Record<string, unknown>;

describe('shopper portal: a refund the payment gateway refuses', () => {
  const b = useBrowser(PHONE);

  it('flags the request for the merchant with the gateway words and never reads as refunded', async () => {
    await b.page.goto(`/${PORTAL_STORE}`);
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(PRE_ORDER.number);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill(PRE_ORDER.email);
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');
    await b.page
      .getByRole('link', { name: /^Return / })
      .first()
      .click();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByRole('radio', { name: 'Pay to original source' }).check();
    await b.page.getByRole('radio', { name: "I'll drop it off" }).check();
    await b.page.getByRole('button', { name: 'Confirm return' }).click();
    await b.page.waitForURL('**/details/**');
    const id = new URL(b.page.url()).pathname.split('/')[3] as string;

    const { token } = await apiLogin(b.baseUrl);
    const act = (action: string, body: Json = {}) =>
      api(b.baseUrl, `/return-exchange/v1/${id}/${action}`, {
        token,
        body: { ...body, idempotency_key: randomUUID() },
      });
    await act('approve');
    await act('receive');
    const detail = await api<{ items: { id: string }[] }>(b.baseUrl, `/return-exchange/v1/${id}/common`, {
      token,
    });
    await act('inspect', { items: detail.items.map((i) => ({ item_id: i.id, restock: 1 })) });
    await act('refund', { mode: 'pay_to_source' });

    // The refund runs in a worker; the gateway refuses it and the request waits for the merchant.
    await expect
      .poll(
        async () =>
          (
            await api<{ needs_attention: boolean; attention_error: string | null }>(
              b.baseUrl,
              `/return-exchange/v1/${id}/common`,
              { token },
            )
          ).attention_error ?? '',
        { timeout: 30_000, interval: 1000 },
      )
      .toContain('refunds are accepted only within 180 days of the payment');

    await b.page.reload();
    const money = b.page.getByRole('region', { name: 'Your refund' });
    await money.getByText('Not made yet', { exact: true }).waitFor();
    await b.page.getByText('Refund delayed').first().waitFor();
    expect(await b.page.getByText('Refunded', { exact: true }).count()).toBe(0);
    expect(await money.getByText('Done', { exact: true }).count()).toBe(0);
    expect(await b.page.getByText('180 days').count()).toBe(0);
  });
});
