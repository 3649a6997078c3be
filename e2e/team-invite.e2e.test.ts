import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { merchantLogin } from './merchant';

describe('team invites', () => {
  const b = useBrowser();

  it('invites a member, who chooses a password through the emailed link and logs in', async () => {
    const email = `member-${Date.now()}@example.com`;
    await merchantLogin(b.page);

    await b.page.goto('/admin/settings/team');
    await b.page.getByRole('button', { name: 'Invite member' }).click();
    const form = b.page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Name' }).fill('Nia Member');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await b.page.getByText(`Invitation sent to ${email}`).waitFor();
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
    await b.page.getByRole('listitem', { name: email }).waitFor();

    // Without SMTP the invite stays in the outbox; the inviter reads the link from it.
    await b.page.getByRole('button', { name: `Show invite for ${email}` }).click();
    const body = await b.page.getByLabel('Invite email').inputValue();
    const link = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? '');
    expect(link.pathname).toBe('/user/choose-password');

    await b.context.clearCookies();
    await b.page.evaluate(() => localStorage.clear());
    await b.page.goto(`${link.pathname}${link.search}`);
    await b.page.getByLabel('New password').fill('elevenchars');
    await b.page.getByRole('button', { name: 'Save password' }).click();
    await b.page.getByText('Use at least 12 characters').waitFor();
    await b.page.getByLabel('New password').fill('plum tree in the yard');
    await b.page.getByRole('button', { name: 'Save password' }).click();
    await b.page.getByText('Your password is set. You can log in now.').waitFor();

    await b.page.getByRole('link', { name: 'Log in' }).click();
    await b.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await b.page.getByLabel('Password').fill('plum tree in the yard');
    await b.page.getByRole('button', { name: 'Login' }).click();
    await b.page.waitForURL('**/admin/dashboard');
  });
});
