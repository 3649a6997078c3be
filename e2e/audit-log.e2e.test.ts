import { afterAll, describe, expect, it } from 'vitest';
import { scan } from './axe-scan';
import { useBrowser } from './browser';
import { api, apiLogin, merchantLogin } from './merchant';

describe('audit log', () => {
  const b = useBrowser();
  const added: string[] = [];

  // Files share the demo store: the entry goes when this file is done (its audit rows stay, as they should).
  afterAll(async () => {
    const { token } = await apiLogin(b.baseUrl);
    for (const id of added)
      await api(b.baseUrl, `/setting/v1/list-entries/${id}`, { method: 'DELETE', token });
  });

  it('shows a list entry just added, with who added it and why, from Settings, without axe violations', async () => {
    const value = `audit-${Date.now()}@example.com`;
    const { token } = await apiLogin(b.baseUrl);
    const entry = await api<{ id: string }>(b.baseUrl, '/setting/v1/list-entries', {
      token,
      body: { list: 'block', subject: 'email', value, reason: 'Chargebacks on three orders' },
    });
    added.push(entry.id);

    await merchantLogin(b.page);
    await b.page.goto('/admin/settings/general');
    await b.page.getByRole('link', { name: 'Audit log' }).click();
    await b.page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await b.page.getByRole('combobox', { name: 'What' }).selectOption({ label: 'Added a list entry' });
    const row = b.page.getByRole('row').filter({ hasText: `Block: ${value}` });
    await row.getByText('Chargebacks on three orders').waitFor();
    await row.getByText('Added a list entry').waitFor();
    expect(await scan(b.page, 'audit log')).toEqual([]);
  });
});
