import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { api, signIn } from './merchant';

const NAME = 'E2E tag approved returns';

describe('workflows', () => {
  const b = useBrowser();

  it('the merchant builds a workflow, dry-runs it and sees its run on a request', async () => {
    const { token } = await signIn(b.page, b.baseUrl);
    await b.page.goto('/admin/settings/workflows');
    await b.page.getByRole('heading', { name: 'Automation' }).waitFor();
    await b.page.getByRole('button', { name: 'Create workflow' }).click();
    await b.page.getByRole('heading', { name: 'New workflow' }).waitFor();

    await b.page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await b.page.getByRole('combobox', { name: 'When' }).selectOption('approved');
    const add = b.page.getByRole('combobox', { name: 'Add an action' });
    await b.page.getByRole('button', { name: 'Save workflow' }).click();
    await b.page.getByRole('alert').filter({ hasText: 'Add at least one action' }).waitFor();

    // Every action is offered; sending a webhook asks which endpoint.
    await add.selectOption('send_webhook');
    await b.page.getByRole('combobox', { name: 'Webhook endpoint' }).waitFor();
    await b.page.getByRole('button', { name: 'Remove action 1' }).click();
    await add.selectOption('add_tag');
    await b.page.getByRole('textbox', { name: 'Tag' }).fill('auto-approved');
    await b.page.getByRole('button', { name: 'Dry run' }).click();
    await b.page.getByText(/Would have matched \d+ of the last \d+ requests/).waitFor();
    await b.page.getByRole('button', { name: 'Save workflow' }).click();
    await b.page.waitForURL('**/admin/settings/workflows');
    await b.page.getByRole('heading', { name: NAME }).waitFor();

    // A demo request is approved; the next cycle of the job queue runs the workflow on it.
    const list = await api<{ docs: { id: string; kind: string }[] }>(
      b.baseUrl,
      '/return-exchange/v1/filter-list',
      { token, body: { type: 'return', status: 'requested', dateFilter: 'all' } },
    );
    const request = list.docs[0];
    if (!request) throw new Error('no requested demo return');
    await api(b.baseUrl, `/return-exchange/v1/${request.id}/approve`, {
      token,
      body: { method: 'self_ship' },
    });
    await b.page.goto(`/admin/returns/${request.id}`);
    const line = `Workflow '${NAME}' tagged this request auto-approved`;
    await expect
      .poll(
        async () => {
          await b.page.reload();
          return b.page
            .getByText(line)
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
  });
});
