import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, inject } from 'vitest';

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

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for the whole run: files run one after another in one module cache (e2e/vitest.config.ts,
 * `isolate: false`), and a launch costs about a second, 6 s the first time. It ends with the worker
 * (playwright-core closes its browsers when the process exits); one that crashed is launched again.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared = chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
  return shared;
}

/**
 * A fresh context per test: a context has its own cookies, storage and cache, so no test sees
 * another's, without paying a browser launch per test or per file.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }): BrowserTest {
  const ctx = {} as BrowserTest;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
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
