import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO = {
  store: 'demo-store.myshopify.com',
  email: 'demo@roundtrip.dev',
  password: 'roundtrip-demo',
};

export type BrowserTest = { page: Page; context: BrowserContext; baseUrl: string };

/**
 * One Chromium per describe block and a fresh context per test: a context has its own cookies,
 * storage and cache, so no test sees another's, without paying a browser launch per test.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }): BrowserTest {
  const ctx = {} as BrowserTest;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    ctx.baseUrl = inject('baseUrl');
    ctx.context = await browser.newContext({ viewport, baseURL: ctx.baseUrl });
    ctx.page = await ctx.context.newPage();
  });
  afterEach(async () => {
    await ctx.context?.close();
  });
  return ctx;
}
