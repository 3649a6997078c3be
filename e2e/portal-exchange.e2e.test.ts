import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scan } from './axe-scan';
import { useBrowser } from './browser';
import { api, apiLogin } from './merchant';
import { type DemoOrder, inTransitPrepaid, PORTAL_STORE, SHIRT, takeOrder } from './portal-demo';

const PHONE = { width: 360, height: 780 };

type Json = Record<string, unknown>;
type Variants = {
  product_id: string;
  title: string;
  options: { name: string; position: number; values: string[] }[];
  variants: {
    id: string;
    title: string;
    option1: string | null;
    option2: string | null;
    option3: string | null;
    price: string;
    selectable: boolean;
    suggested?: boolean;
  }[];
};

/** "₹2,519.10" or "2519.10 INR" as a number of paise, so figures written differently compare. */
const paise = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** Turns store settings on for one test and puts back what they were, whatever happens. */
async function withSettings(baseUrl: string, token: string, on: Json, test: () => Promise<void>) {
  const before = (await api<{ setting: Json }>(baseUrl, '/setting/v1', { token })).setting;
  await api(baseUrl, '/setting/v1/update', { token, body: on });
  try {
    await test();
  } finally {
    await api(baseUrl, '/setting/v1/update', {
      token,
      body: Object.fromEntries(Object.keys(on).map((k) => [k, before[k]])),
    });
  }
}

/** The shopper finds the order and opens the exchange form of the line; answers the form's ids. */
async function openExchange(page: Page, order: DemoOrder, title: string) {
  await page.goto(`/${PORTAL_STORE}`);
  await page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(order.email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await page.waitForURL('**/orderlist/**');
  await page
    .getByRole('link', { name: `Exchange ${title}` })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Exchange items' }).waitFor();
  const [, , , , line, session] = new URL(page.url()).pathname.split('/');
  return { line: line as string, session: session as string };
}

const optionOf = (v: Variants['variants'][number], position: number) =>
  position === 1 ? v.option1 : position === 2 ? v.option2 : v.option3;

describe('shopper portal: the exchange-first page', () => {
  const b = useBrowser(PHONE);

  it('exchanges for another product from the catalogue and is charged exactly the difference it was shown', async () => {
    const { token } = await apiLogin(b.baseUrl);
    // A place to drop the parcel at, so the shopper's own method is approved as it is.
    await api(b.baseUrl, '/setting/v1/drop-off-places', {
      token,
      body: { name: `Exchange desk ${randomUUID().slice(0, 6)}`, address: '80 Feet Road, Bengaluru 560034' },
    });
    await withSettings(
      b.baseUrl,
      token,
      { exchange_with_other_products: true, capture_payments: true },
      async () => {
        // A shirt: the catalogue has dearer products than it.
        const order = takeOrder((o) => inTransitPrepaid(o) && o.lines.some((l) => SHIRT.test(l.title)));
        const mine = order.lines.find((l) => SHIRT.test(l.title)) as DemoOrder['lines'][number];
        const { line, session } = await openExchange(b.page, order, mine.title);
        await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ index: 1 });

        // A product dearer than the item, in stock: found the way the page finds it, through the catalogue.
        const data = await api<{ order: { items: { line_item_id: string; unit_price: string }[] } }>(
          b.baseUrl,
          `/customer/v1/session-data/${session}`,
          { method: 'POST' },
        );
        const unit = paise(data.order.items.find((i) => i.line_item_id === line)?.unit_price ?? '0');
        let target: { product: Variants; variant: Variants['variants'][number] } | null = null;
        for (let after = '', pages = 0; !target && pages < 4; pages++) {
          const catalogue = await api<{
            products: { id: string; available: boolean }[];
            next: string | null;
          }>(
            b.baseUrl,
            `/customer/v1/catalogue?session=${session}&line_item_id=${line}${after ? `&after=${after}` : ''}`,
          );
          for (const p of catalogue.products.filter((x) => x.available)) {
            const product = await api<Variants>(
              b.baseUrl,
              `/customer/v1/products/${p.id}/variants?session=${session}&line_item_id=${line}`,
            );
            const variant = product.variants.find((v) => v.selectable && paise(v.price) > unit);
            if (variant) {
              target = { product, variant };
              break;
            }
          }
          if (!catalogue.next) break;
          after = catalogue.next;
        }
        if (!target) throw new Error('no dearer product in the catalogue');

        await b.page.getByRole('button', { name: 'Browse other products' }).click();
        const title = target.product.title;
        await b.page.getByRole('searchbox', { name: 'Search products' }).fill(title);
        // The search answers after a pause while typing, replacing the list: a pick before then could land on
        // the product that takes the target's place. Every product left names the search once it answered.
        const found = b.page.getByRole('list', { name: 'Browse other products' }).getByRole('button');
        await expect
          .poll(async () => {
            const names = await found.allTextContents();
            return names.length > 0 && names.every((n) => n.toLowerCase().includes(title.toLowerCase()));
          })
          .toBe(true);
        await found
          .filter({ hasText: new RegExp(`^${title}`) })
          .first()
          .click();
        await b.page.getByText(`Your new item: ${title}`).waitFor();
        for (const o of [...target.product.options].sort((x, y) => x.position - y.position)) {
          await b.page
            .getByRole('group', { name: o.name, exact: true })
            .getByRole('radio', { name: optionOf(target.variant, o.position) ?? '', exact: true })
            .check({ force: true });
        }
        await b.page.getByText(`New item: ${target.variant.title}, `).waitFor();
        const summary = b.page.getByRole('region', { name: 'Summary' });
        const owed = summary.getByText(/^You pay the difference: ₹[\d,]+\.\d{2}$/);
        await owed.waitFor();
        const shown = paise((await owed.textContent()) ?? '');
        expect(shown).toBeGreaterThan(0);

        // The ship-to address is shown, corrected and checked.
        const ship = b.page.getByRole('region', { name: 'Where should we send your new item?' });
        await ship.getByRole('button', { name: 'Change address' }).click();
        const pin = ship.getByRole('textbox', { name: 'PIN or postal code' });
        const original = await pin.inputValue();
        await pin.fill('x');
        await pin.blur();
        await ship.getByText('Please enter a valid PIN or postal code').waitFor();
        await pin.fill(original);
        await ship.getByRole('textbox', { name: 'Address line 1' }).fill('42 Exchange Street');
        await ship.getByText('Please enter a valid PIN or postal code').waitFor({ state: 'detached' });

        // The page with the catalogue open, another product picked and the address form: no serious barrier.
        await b.page.getByRole('button', { name: 'Browse other products' }).click();
        expect(await scan(b.page, 'exchange with the catalogue')).toEqual([]);
        await b.page.getByRole('button', { name: 'Hide other products' }).click();

        await b.page.getByRole('radio', { name: "I'll drop it off" }).check();
        await b.page.getByRole('button', { name: 'Confirm exchange' }).click();
        await b.page.waitForURL('**/details/**');
        const id = new URL(b.page.url()).pathname.split('/')[3] as string;
        const top = b.page.getByRole('region', { name: /^Exchange · Request / });
        expect(paise((await top.locator('.rt-summary__total dd').last().textContent()) ?? '')).toBe(shown);
        await top.getByText(/42 Exchange Street/).waitFor();
        await b.page.getByText(`New item: ${target.product.title} - ${target.variant.title} × 1`).waitFor();

        // What the request stores is what the page said.
        const stored = await api<{ price: { amount_due: string; payer: string } }>(
          b.baseUrl,
          `/return-exchange/v1/${id}/common`,
          { token },
        );
        expect(paise(stored.price.amount_due)).toBe(shown);
        expect(stored.price.payer).toBe('customer');

        // Approved, the shopper is asked for that amount and pays it on the sandbox.
        await api(b.baseUrl, `/return-exchange/v1/${id}/approve`, {
          token,
          body: { idempotency_key: randomUUID() },
        });
        // The payment is asked for by a worker after the approval; then the page offers it.
        await expect
          .poll(
            async () =>
              (await fetch(`${b.baseUrl}/api/customer/v1/requests/${id}/payment?session=${session}`)).status,
            { timeout: 40_000, interval: 500 },
          )
          .toBe(200);
        await b.page.reload();
        const pay = b.page.getByRole('link', { name: 'Pay the difference' });
        await pay.waitFor();
        await b.page.getByText(/^Your new item costs more: ₹[\d,]+\.\d{2} is due/).waitFor();
        await pay.click();
        const sandboxPay = b.page.getByRole('button', { name: /^Pay [\d.]+ INR \(sandbox\)$/ });
        expect(paise((await sandboxPay.textContent()) ?? '')).toBe(shown);
        await sandboxPay.click();
        await b.page.getByText('This payment is paid.', { exact: false }).waitFor();
        const charged = await api<{ docs: { kind: string; status: string; amount: string }[] }>(
          b.baseUrl,
          `/admin/transactions/${id}`,
          { token },
        );
        expect(charged.docs.map((d) => [d.kind, d.status, paise(d.amount)])).toEqual([
          ['payment', 'paid', shown],
        ]);
      },
    );
  });

  it('asks the reason first and shows the smart suggestion, the next size up, before the options', async () => {
    const { token } = await apiLogin(b.baseUrl);
    await withSettings(b.baseUrl, token, { smart_exchange: true }, async () => {
      // A shirt in a size with a bigger one after it (XS to L of XS, S, M, L, XL).
      const order = takeOrder(
        (o) =>
          inTransitPrepaid(o) && o.lines.some((l) => SHIRT.test(l.title) && /^(XS|S|M|L) \//.test(l.variant)),
      );
      const mine = order.lines.find((l) => SHIRT.test(l.title) && /^(XS|S|M|L) \//.test(l.variant));
      if (!mine) throw new Error('no shirt line');
      const { line, session } = await openExchange(b.page, order, mine.title);
      // What the server suggests for "Size too small" (the next size up, if it is in stock).
      const reasons = await api<{ docs: { id: string; name: string }[] }>(
        b.baseUrl,
        `/return-exchange-reason/v1?session=${session}&kind=exchange`,
      );
      const tooSmall = reasons.docs.find((r) => r.name === 'Size too small');
      const data = await api<{ order: { items: { line_item_id: string; product_id: string }[] } }>(
        b.baseUrl,
        `/customer/v1/session-data/${session}`,
        { method: 'POST' },
      );
      const productId = data.order.items.find((i) => i.line_item_id === line)?.product_id;
      const product = await api<Variants>(
        b.baseUrl,
        `/customer/v1/products/${productId}/variants?session=${session}&line_item_id=${line}&reason_id=${tooSmall?.id}`,
      );
      const suggested = product.variants.find((v) => v.suggested);
      const sizes = product.options.find((o) => o.name === 'Size')?.values ?? [];
      expect(suggested?.option1).toBe(sizes[sizes.indexOf(mine.variant.split(' / ')[0] ?? '') + 1]);
      if (!suggested) return;

      // Before a reason nothing is suggested; the reason is asked first, then the suggestion leads.
      expect(await b.page.getByRole('region', { name: 'Suggested for you' }).count()).toBe(0);
      await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
      const card = b.page.getByRole('region', { name: 'Suggested for you' });
      await card.getByText(new RegExp(`^${suggested.title}, ₹`)).waitFor();
      const order_ = await b.page.evaluate(() =>
        Array.from(document.querySelectorAll('section h2'), (h) => h.textContent),
      );
      expect(order_.indexOf('Suggested for you')).toBe(order_.indexOf('What are you sending back?') + 1);
      expect(order_.indexOf('Suggested for you')).toBeLessThan(order_.indexOf('Choose your new item'));

      expect(await scan(b.page, 'exchange with a suggestion')).toEqual([]);
      await card.getByRole('button', { name: `Choose ${suggested.title}` }).click();
      await card.getByText('Chosen').waitFor();
      await b.page.getByText(new RegExp(`^New item: ${suggested.title}, ₹`)).waitFor();
      expect(
        await b.page
          .getByRole('group', { name: 'Size', exact: true })
          .getByRole('radio', { name: suggested.option1 ?? '', exact: true })
          .isChecked(),
      ).toBe(true);
      await b.page
        .getByRole('region', { name: 'Summary' })
        .getByText(/^(You pay the difference: ₹|You get the difference back: ₹|Same price: nothing to pay)/)
        .waitFor();
    });
  });
});
