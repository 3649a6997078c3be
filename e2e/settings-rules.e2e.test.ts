import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, apiResponse, signIn } from './merchant';

type Doc = { id: string; name: string; active: boolean; deleted?: boolean };

const PREFIX = 'E2E settings';
const docs = async (baseUrl: string, token: string, path: string) =>
  (await api<{ docs: Doc[] }>(baseUrl, path, { token })).docs.filter((d) => d.name.startsWith(PREFIX));

describe('settings: rules, reasons and tax', () => {
  const b = useBrowser();

  it('creates, refuses a fee over 100%, toggles, reorders and deletes return fee rules', async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    const list = '/return-fee-rule/v1?page=1&limit=100';
    try {
      await b.page.goto('/admin/settings/rules?type=return_fee');
      await b.page.getByRole('tab', { name: 'Return fee rules' }).waitFor();
      await b.page.getByRole('heading', { name: 'Check a return fee' }).waitFor();
      await b.page.getByRole('link', { name: 'Create return fee rule' }).first().click();
      await b.page.getByRole('heading', { name: 'New return fee rule' }).waitFor();

      await b.page.getByRole('textbox', { name: 'Name' }).fill(`${PREFIX} sale items`);
      await b.page.getByRole('button', { name: 'Add condition' }).click();
      await b.page.getByRole('combobox', { name: 'Condition 1' }).selectOption('product_tag');
      const tags = b.page.getByRole('textbox', { name: 'Product tags' });
      await tags.fill('sale');
      await tags.press('Enter');
      await b.page.getByRole('button', { name: 'Remove sale' }).waitFor();
      await b.page.getByRole('combobox', { name: 'Fee type' }).selectOption('percent');
      await b.page.getByRole('textbox', { name: 'Fee' }).fill('150');
      await b.page.getByRole('button', { name: 'Save rule' }).click();
      await b.page.getByRole('alert').filter({ hasText: 'A percentage cannot be more than 100' }).waitFor();
      expect(await docs(b.baseUrl, tokens.token, list)).toEqual([]);

      await b.page.getByRole('textbox', { name: 'Fee' }).fill('10');
      await b.page.getByRole('button', { name: 'Save rule' }).click();
      await b.page.waitForURL('**/admin/settings/rules?type=return_fee');
      const rules = b.page.getByRole('list', { name: 'Return fee rules' });
      const first = rules.getByRole('listitem', { name: `${PREFIX} sale items` });
      await first.getByText('Product tag is sale').waitFor();
      await first.getByText('On', { exact: true }).waitFor();

      await first.getByRole('button', { name: `Turn off ${PREFIX} sale items` }).click();
      await first.getByText('Off', { exact: true }).waitFor();
      expect((await docs(b.baseUrl, tokens.token, list))[0]?.active).toBe(false);

      // A second rule, then moved above the first.
      const second = await apiResponse(b.baseUrl, '/return-fee-rule/v1', {
        token: tokens.token,
        body: {
          name: `${PREFIX} far away`,
          conditions: [{ type: 'country', values: ['US'] }],
          outcome: { fee_type: 'fixed', value: '3.00' },
        },
      });
      expect(second.status).toBe(200);
      await b.page.reload();
      await rules.getByRole('listitem', { name: `${PREFIX} far away` }).waitFor();
      await b.page.getByRole('button', { name: `Move ${PREFIX} far away up` }).click();
      await expect
        .poll(async () => (await docs(b.baseUrl, tokens.token, list)).map((d) => d.name))
        .toEqual([`${PREFIX} far away`, `${PREFIX} sale items`]);

      for (const name of [`${PREFIX} far away`, `${PREFIX} sale items`]) {
        await b.page.getByRole('button', { name: `Delete ${name}` }).click();
        await b.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await rules.getByRole('listitem', { name }).waitFor({ state: 'detached' });
      }
      expect(await docs(b.baseUrl, tokens.token, list)).toEqual([]);
    } finally {
      for (const d of await docs(b.baseUrl, tokens.token, list))
        await apiResponse(b.baseUrl, `/return-fee-rule/v1/${d.id}`, {
          method: 'DELETE',
          token: tokens.token,
        });
    }
  });

  it("conditions a fee rule on one of the store's markets; a market it does not have is refused", async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    const token = tokens.token;
    const list = '/return-fee-rule/v1?page=1&limit=100';
    const market = `${PREFIX} Nordics`;
    const before = (await api<{ setting: { markets: unknown[] } }>(b.baseUrl, '/setting/v1', { token }))
      .setting.markets;
    try {
      await api(b.baseUrl, '/setting/v1/update', {
        token,
        body: { markets: [...before, { name: market, countries: ['IS'] }] },
      });
      await b.page.goto('/admin/settings/rules/return_fee/new');
      await b.page.getByRole('heading', { name: 'New return fee rule' }).waitFor();
      await b.page.getByRole('textbox', { name: 'Name' }).fill(`${PREFIX} nordic fee`);
      await b.page.getByRole('button', { name: 'Add condition' }).click();
      await b.page.getByRole('combobox', { name: 'Condition 1' }).selectOption('market');
      await b.page.getByRole('checkbox', { name: market }).check();
      await b.page.getByRole('button', { name: 'Save rule' }).click();
      await b.page.waitForURL('**/admin/settings/rules?type=return_fee');
      await b.page
        .getByRole('list', { name: 'Return fee rules' })
        .getByRole('listitem', { name: `${PREFIX} nordic fee` })
        .getByText(`Market is ${market}`)
        .waitFor();
      const [saved] = await api<{ docs: { name: string; conditions: unknown[] }[] }>(b.baseUrl, list, {
        token,
      }).then((r) => r.docs.filter((d) => d.name.startsWith(PREFIX)));
      expect(saved?.conditions).toEqual([{ type: 'market', operator: 'in', values: [market] }]);

      const refused = await apiResponse(b.baseUrl, '/return-fee-rule/v1', {
        token,
        body: {
          name: `${PREFIX} nowhere`,
          conditions: [{ type: 'market', values: ['Atlantis'] }],
          outcome: { fee_type: 'fixed', value: '3.00' },
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'conditions.0.values.0': 'Unknown market Atlantis' },
      });
    } finally {
      for (const d of await docs(b.baseUrl, token, list))
        await apiResponse(b.baseUrl, `/return-fee-rule/v1/${d.id}`, { method: 'DELETE', token });
      await api(b.baseUrl, '/setting/v1/update', { token, body: { markets: before } });
    }
  });

  it('saves an upsell rule on a self-hosted store without an upsell modal', async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    const list = '/upsell-rule/v1?page=1&limit=100';
    try {
      await b.page.goto('/admin/settings/rules/upsell/new');
      await b.page.getByRole('heading', { name: 'New upsell rule' }).waitFor();
      await b.page.getByRole('textbox', { name: 'Name' }).fill(`${PREFIX} upsell`);
      await b.page.getByRole('combobox', { name: 'Products to suggest' }).click();
      await b.page.getByRole('listbox').getByRole('option').first().click();
      await b.page.keyboard.press('Escape');
      await b.page.getByRole('button', { name: 'Save rule' }).click();
      await b.page.waitForURL('**/admin/settings/rules?type=upsell');
      await b.page
        .getByRole('list', { name: 'Upsell rules' })
        .getByRole('listitem', { name: `${PREFIX} upsell` })
        .waitFor();
      expect(await b.page.getByRole('dialog').count()).toBe(0);
      expect((await docs(b.baseUrl, tokens.token, list)).map((d) => d.name)).toEqual([`${PREFIX} upsell`]);
    } finally {
      for (const d of await docs(b.baseUrl, tokens.token, list))
        await apiResponse(b.baseUrl, `/upsell-rule/v1/${d.id}`, { method: 'DELETE', token: tokens.token });
    }
  });

  it('adds, reorders and deletes a reason, and manages a tax rate', async () => {
    const tokens = await signIn(b.page, b.baseUrl);
    const name = `${PREFIX} wrong colour`;
    try {
      await b.page.goto('/admin/settings/reasons');
      const reasons = b.page.getByRole('list', { name: 'Reasons' });
      await reasons.getByRole('listitem').first().waitFor();
      await b.page.getByRole('button', { name: 'Add reason' }).click();
      const modal = b.page.getByRole('dialog');
      await modal.getByRole('textbox', { name: 'Reason name' }).fill('<b>bad</b>');
      await modal.getByRole('button', { name: 'Save reason' }).click();
      await modal.getByRole('alert').filter({ hasText: 'Please remove HTML tags from this text' }).waitFor();
      await modal.getByRole('textbox', { name: 'Reason name' }).fill(name);
      await modal.getByRole('combobox', { name: 'Offered for' }).selectOption('exchange');
      await modal.getByText('Shopper must add photos or a video').click();
      await modal.getByRole('button', { name: 'Save reason' }).click();
      await modal.waitFor({ state: 'detached' });
      const row = reasons.getByRole('listitem', { name });
      await row.getByText('Exchanges · photos required').waitFor();
      const order = async () =>
        (
          await api<{ docs: Doc[] }>(b.baseUrl, '/return-exchange-reason/v1?page=1&limit=100', {
            token: tokens.token,
          })
        ).docs.map((d) => d.name);
      const before = await order();
      await b.page.getByRole('button', { name: `Move ${name} up` }).click();
      await expect.poll(async () => (await order()).indexOf(name)).toBe(before.indexOf(name) - 1);
      await b.page.getByRole('button', { name: `Delete ${name}` }).click();
      await b.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await row.waitFor({ state: 'detached' });

      await b.page.goto('/admin/settings/tax');
      await b.page.getByRole('list', { name: 'Refund types' }).getByText('Store credit').waitFor();
      await b.page.getByRole('button', { name: 'Add tax rate' }).click();
      const tax = b.page.getByRole('dialog');
      await tax.getByRole('textbox', { name: 'Tax name' }).fill(`${PREFIX} GST`);
      await tax.getByRole('spinbutton', { name: 'Value' }).fill('150');
      await tax.getByRole('button', { name: 'Save tax rate' }).click();
      await tax.getByRole('alert').filter({ hasText: 'A percentage cannot be more than 100' }).waitFor();
      await tax.getByRole('spinbutton', { name: 'Value' }).fill('5');
      await tax.getByRole('button', { name: 'Save tax rate' }).click();
      await tax.waitFor({ state: 'detached' });
      const rate = b.page
        .getByRole('list', { name: 'Tax rates' })
        .getByRole('listitem', { name: `${PREFIX} GST` });
      await rate.getByText('5%').waitFor();
      await rate.getByRole('button', { name: `Delete ${PREFIX} GST` }).click();
      await b.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await rate.waitFor({ state: 'detached' });
      await b.page.getByText('Show deleted rates').click();
      await rate.getByText('Deleted').waitFor();
    } finally {
      for (const d of await docs(b.baseUrl, tokens.token, '/return-exchange-reason/v1?page=1&limit=100'))
        await apiResponse(b.baseUrl, `/return-exchange-reason/v1/${d.id}`, {
          method: 'DELETE',
          token: tokens.token,
        });
      for (const d of await docs(b.baseUrl, tokens.token, '/tax/v1/list'))
        await apiResponse(b.baseUrl, `/tax/v1/${d.id}`, {
          method: 'PUT',
          token: tokens.token,
          body: { deleted: true },
        });
    }
  });
});
