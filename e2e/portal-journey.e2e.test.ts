import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiLogin } from './merchant';
import { type DemoOrder, inTransitPrepaid, PORTAL_STORE, takeOrder } from './portal-demo';

const PHONE = { width: 360, height: 780 };
const HINDI_REASON = 'कारण';

type Json = Record<string, unknown>;

const merchantToken = async (baseUrl: string) => (await apiLogin(baseUrl)).token;

/** The merchant's actions, through the API the request page uses. */
async function merchantActs(baseUrl: string, token: string, id: string, action: string, body: Json = {}) {
  return api(baseUrl, `/return-exchange/v1/${id}/${action}`, {
    token,
    body: { ...body, idempotency_key: randomUUID() },
  });
}

/** The shopper finds the order and opens the return form of its first item, on the page as it is. */
async function openReturn(
  page: Page,
  order: DemoOrder,
  words = { number: 'Order number', contact: 'Email or phone number', find: 'Find my order' },
) {
  const line = order.lines[0] as DemoOrder['lines'][number];
  await page.getByRole('textbox', { name: words.number }).fill(order.number);
  await page.getByRole('textbox', { name: words.contact }).fill(order.email);
  await page.getByRole('button', { name: words.find }).click();
  await page.waitForURL('**/orderlist/**');
  return line;
}

/** Files the open return form for store credit with the method given; answers the details page's ids. */
async function fileReturn(page: Page, method: string) {
  await page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
  await page.getByRole('radio', { name: 'Store credit' }).check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Confirm return' }).click();
  await page.waitForURL('**/details/**');
  const [, , , id, session] = new URL(page.url()).pathname.split('/');
  return { id: id as string, session: session as string };
}

describe('shopper portal: after the request is filed', () => {
  const b = useBrowser(PHONE);

  it('keeps a pickup as a pickup when the merchant approves it, and tells the shopper who comes', async () => {
    const order = takeOrder(inTransitPrepaid);
    await b.page.goto(`/${PORTAL_STORE}`);
    const line = await openReturn(b.page, order);
    await b.page
      .getByRole('link', { name: `Return ${line.title}` })
      .first()
      .click();
    await b.page.getByRole('group', { name: 'Pickup address' }).waitFor();
    const request = await fileReturn(b.page, 'Pickup from my address');

    const token = await merchantToken(b.baseUrl);
    // The demo store books with its sandbox courier only, and tells the shopper nobody comes.
    const approved = await merchantActs(b.baseUrl, token, request.id, 'approve', { courier: 'sandbox' });
    expect(approved.method).toBe('pickup');

    await b.page.reload();
    const how = b.page.getByRole('region', { name: 'How to send it back' });
    await how.getByText('Pickup from my address', { exact: true }).waitFor();
    await how
      .getByText('This is a demo store: its label is a sandbox test label and no courier will come.')
      .waitFor();
    await how.getByText(/^Pickup address: /).waitFor();
    expect(await how.getByText(/^Pickup window/).count()).toBe(0);
    await b.page
      .getByText(
        "Nothing to hand over: this demo store's sandbox label is a test, and its parcel moves on by itself.",
      )
      .waitFor();
    expect(await how.getByText('The store changed the return method', { exact: false }).count()).toBe(0);
  });

  it('never asks for an address for a drop-off and shows the places, before and after approval', async () => {
    const token = await merchantToken(b.baseUrl);
    const place = `Koramangala store ${randomUUID().slice(0, 6)}`;
    await api(b.baseUrl, '/setting/v1/drop-off-places', {
      token,
      body: {
        name: place,
        address: '80 Feet Road, Koramangala, Bengaluru 560034',
        opening_hours: 'Mon-Sat 10:00-20:00',
        map_url: 'https://maps.example/koramangala',
      },
    });
    const order = takeOrder(inTransitPrepaid);
    await b.page.goto(`/${PORTAL_STORE}`);
    const line = await openReturn(b.page, order);
    await b.page
      .getByRole('link', { name: `Return ${line.title}` })
      .first()
      .click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('radio', { name: "I'll drop it off" }).check();
    const places = b.page.getByRole('list', { name: 'Drop-off places' });
    await places.getByText(place, { exact: true }).waitFor();
    await places.getByText('Open: Mon-Sat 10:00-20:00').waitFor();
    expect(await b.page.getByRole('textbox', { name: 'Address line 1' }).count()).toBe(0);
    expect(await b.page.getByRole('group', { name: 'Pickup address' }).count()).toBe(0);
    const request = await fileReturn(b.page, "I'll drop it off");

    await merchantActs(b.baseUrl, token, request.id, 'approve');
    await b.page.reload();
    const how = b.page.getByRole('region', { name: 'How to send it back' });
    await how.getByRole('list', { name: 'Drop-off places' }).getByText(place, { exact: true }).waitFor();
    await how.getByRole('link', { name: `Map of ${place}` }).waitFor();
    expect(await how.getByText('Pickup address', { exact: false }).count()).toBe(0);
  });

  it('shows the refund the platform made: amount, mode and done', async () => {
    const order = takeOrder(inTransitPrepaid);
    await b.page.goto(`/${PORTAL_STORE}`);
    const line = await openReturn(b.page, order);
    await b.page
      .getByRole('link', { name: `Return ${line.title}` })
      .first()
      .click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    const request = await fileReturn(b.page, "I'll drop it off");

    const token = await merchantToken(b.baseUrl);
    await merchantActs(b.baseUrl, token, request.id, 'approve');
    await merchantActs(b.baseUrl, token, request.id, 'receive');
    const detail = await api<{ items: { id: string }[] }>(
      b.baseUrl,
      `/return-exchange/v1/${request.id}/common`,
      { token },
    );
    await merchantActs(b.baseUrl, token, request.id, 'inspect', {
      items: detail.items.map((i) => ({ item_id: i.id, restock: 1 })),
    });
    const refunded = await merchantActs(b.baseUrl, token, request.id, 'refund', { mode: 'store_credit' });
    const amount = Number((refunded.refunds as { amount: string }[])[0]?.amount).toFixed(2);

    // The platform call runs in a worker: the record reads "On its way" until it succeeded.
    const money = b.page.getByRole('region', { name: 'Your refund' });
    await expect
      .poll(
        async () => {
          await b.page.reload();
          await money.waitFor();
          return money.getByText('Done', { exact: true }).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const record = ((await money.getByRole('listitem').first().textContent()) ?? '').trim();
    expect(record).toMatch(/Store credit/);
    expect(record.replace(/[^\d.]/g, '').startsWith(amount)).toBe(true);
    await money.getByText(/^Your store credit balance: ₹/).waitFor();
    expect(await b.page.getByText('Not made yet', { exact: true }).count()).toBe(0);
  });
});

describe('shopper portal: the whole journey in Hindi', () => {
  const b = useBrowser(PHONE);

  /** The page stays Hindi after a reload: the heading is found by its Hindi words both times. */
  async function hindiOnReload(page: Page, heading: string | RegExp) {
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  }

  it('keeps Hindi on every page after a reload', async () => {
    const order = takeOrder(inTransitPrepaid);
    const line = order.lines[0] as DemoOrder['lines'][number];
    await b.page.goto(`/${PORTAL_STORE}?lang=hi`);
    await hindiOnReload(b.page, 'अपना ऑर्डर खोजें');

    await openReturn(b.page, order, { number: 'ऑर्डर नंबर', contact: 'ईमेल या फ़ोन नंबर', find: 'मेरा ऑर्डर खोजें' });
    await hindiOnReload(b.page, `ऑर्डर #${order.number}`);
    await b.page
      .getByText(/छूट के बाद ₹[\d,.]+ प्रति नग चुकाए/)
      .first()
      .waitFor();

    await b.page
      .getByRole('link', { name: `${line.title} रिटर्न करें` })
      .first()
      .click();
    await hindiOnReload(b.page, 'सामान रिटर्न करें');
    await b.page.getByRole('group', { name: 'आप सामान वापस कैसे भेजेंगे?' }).waitFor();
    await b.page.getByRole('radio', { name: 'मैं ख़ुद जमा कर दूँगा/दूँगी' }).check();
    await b.page.getByRole('combobox', { name: HINDI_REASON }).selectOption({ index: 1 });
    await b.page.getByRole('button', { name: 'रिटर्न की पुष्टि करें' }).click();
    await b.page.waitForURL('**/details/**');
    await hindiOnReload(b.page, 'अनुरोध का विवरण');
    await b.page.getByRole('region', { name: 'सामान वापस कैसे भेजें' }).waitFor();
  });

  it('opens each page in Hindi from a direct link with ?lang=hi', async () => {
    const order = takeOrder(inTransitPrepaid);
    const { session_id } = await api<{ session_id: string }>(b.baseUrl, '/customer/v1/session-data', {
      body: { store: PORTAL_STORE, order_number: order.number, contact: order.email },
    });
    const session = await api<{
      order: { id: string; items: { line_item_id: string; return: { eligible: boolean } }[] };
    }>(b.baseUrl, `/customer/v1/session-data/${session_id}`, { body: {} });
    const item = session.order.items.find((i) => i.return.eligible);
    if (!item) throw new Error('no returnable item');

    await b.page.goto(`/orderlist/${session_id}?lang=hi`);
    await b.page.getByRole('heading', { name: `ऑर्डर #${order.number}` }).waitFor();
    await b.page.goto(
      `/${PORTAL_STORE}/return/${session.order.id}/${item.line_item_id}/${session_id}?lang=hi`,
    );
    await b.page.getByRole('heading', { name: 'सामान रिटर्न करें' }).waitFor();
    await b.page.getByRole('radio', { name: 'मैं ख़ुद जमा कर दूँगा/दूँगी' }).check();
    await b.page.getByRole('combobox', { name: HINDI_REASON }).selectOption({ index: 1 });
    await b.page.getByRole('button', { name: 'रिटर्न की पुष्टि करें' }).click();
    await b.page.waitForURL('**/details/**');
    const details = new URL(b.page.url()).pathname;

    // A fresh profile: nothing remembered, only the link's language.
    await b.page.evaluate(() => localStorage.clear());
    await b.page.goto(`${details}?lang=hi`);
    await b.page.getByRole('heading', { name: 'अनुरोध का विवरण' }).waitFor();
    await b.page.evaluate(() => localStorage.clear());
    await b.page.goto(`/${PORTAL_STORE}?lang=hi`);
    await b.page.getByRole('heading', { name: 'अपना ऑर्डर खोजें' }).waitFor();
  });
});
