import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useBrowser } from './browser';
import { apiLogin } from './merchant';

const STORAGE_KEYS = ['token', 'refreshToken', 'userId', 'storeUrl', 'storeEmail', 'storeLogo'];

describe('login and the merchant shell', () => {
  const b = useBrowser();

  async function fillLogin(email: string, password: string) {
    await b.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await b.page.getByLabel('Password').fill(password);
    await b.page.getByRole('button', { name: 'Login' }).click();
  }

  it('shows the spec message for an invalid email, and typing clears it', async () => {
    await b.page.goto('/user/login?store=demo-store.myshopify.com');
    await expect(b.page.getByRole('textbox', { name: 'Store URL' }).count()).resolves.toBe(0);
    await fillLogin('not-an-email', 'whatever');
    await b.page.getByText('Please enter a valid email id').waitFor();
    await b.page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await b.page.getByText('Please enter a valid email id').waitFor({ state: 'detached' });
  });

  it('shows the spec messages for an empty password and a missing store', async () => {
    await b.page.goto('/user/login');
    await fillLogin(DEMO.email, '');
    await b.page.getByText('Please enter your password').waitFor();
    await b.page.getByText('Please enter your store url').waitFor();
  });

  it('shows the server message for a wrong password', async () => {
    await b.page.goto('/user/login?store=demo-store.myshopify.com');
    await fillLogin(DEMO.email, 'wrong password');
    await b.page.getByText('Incorrect email or password').waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/user/login');
  });

  it('logs the demo merchant in and lands on the dashboard with the six storage keys', async () => {
    await b.page.goto('/user/login');
    await b.page.getByRole('heading', { name: 'Welcome to Roundtrip' }).waitFor();
    await b.page.getByRole('textbox', { name: 'Store URL' }).fill('demo-store');
    await fillLogin(DEMO.email, DEMO.password);
    await b.page.waitForURL('**/admin/dashboard');
    await b.page.getByRole('banner').getByText('Demo Store', { exact: true }).first().waitFor();
    const stored = await b.page.evaluate(
      (keys) => keys.map((k) => localStorage.getItem(k) !== null),
      STORAGE_KEYS,
    );
    expect(stored).toEqual([true, true, true, true, true, true]);
    expect(await b.page.evaluate(() => localStorage.getItem('storeUrl'))).toBe(DEMO.store);
  });

  it('sends a logged-out visitor of an admin page to login and back after login', async () => {
    await b.page.goto('/admin/settings/general');
    await b.page.waitForURL('**/user/login**');
    await b.page.getByRole('textbox', { name: 'Store URL' }).fill(DEMO.store);
    await fillLogin(DEMO.email, DEMO.password);
    await b.page.waitForURL('**/admin/settings/general');
    await b.page.getByRole('textbox', { name: 'Store name' }).waitFor();
  });

  it('refreshes an expired access token silently', async () => {
    const tokens = await apiLogin(b.baseUrl);
    const iat = Math.floor(Date.now() / 1000) - 3600;
    const claims = JSON.parse(
      Buffer.from(tokens.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, string>;
    const expired = await new SignJWT({
      id: claims.id,
      store: claims.store,
      email: claims.email,
      sid: claims.sid,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('roundtrip')
      .setAudience('roundtrip-api')
      .setSubject(claims.id ?? '')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    await b.page.goto('/api/health');
    await b.page.evaluate(
      ({ token, refresh }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('storeUrl', 'demo-store.myshopify.com');
      },
      { token: expired, refresh: tokens.refresh_token },
    );
    await b.page.goto('/admin/dashboard');
    await b.page.getByRole('banner').getByText('Demo Store', { exact: true }).first().waitFor();
    const now = await b.page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
    ]);
    expect(now[0]).not.toBe(expired);
    expect(now[1]).not.toBe(tokens.refresh_token);
  });

  it('shows the expired-session banner', async () => {
    await b.page.goto('/user/login?session=expired');
    await b.page.getByText('Your session is expired, please login again.').waitFor();
  });

  it('shows the not-found page for an unknown path', async () => {
    await b.page.goto('/no/such/page/here/at-all/really');
    await b.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('logs out from the user menu and clears the six storage keys', async () => {
    await b.page.goto('/user/login?store=demo-store.myshopify.com');
    await fillLogin(DEMO.email, DEMO.password);
    await b.page.getByRole('banner').getByText('Demo Store', { exact: true }).first().waitFor();
    // The account button is named by what it shows: the merchant's name and the store.
    await b.page.getByRole('banner').getByRole('button', { name: 'Demo Merchant Demo Store' }).click();
    await b.page.getByText('Logout', { exact: true }).click();
    await b.page.waitForURL('**/user/login**');
    // The login page may still be loading when its URL shows: a read during that load is asked again.
    await expect
      .poll(() =>
        b.page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), STORAGE_KEYS),
      )
      .toEqual([]);
    await b.page.goto('/admin/dashboard');
    await b.page.waitForURL('**/user/login**');
  });
});
