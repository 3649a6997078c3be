import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeEach, inject } from 'vitest';

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

/** A fresh Chromium profile per test: no cookie, storage or cache is shared between tests. */
export function useBrowser(viewport = { width: 1280, height: 800 }): BrowserTest {
  const ctx = {} as BrowserTest & { profile: string };
  beforeEach(async () => {
    ctx.baseUrl = inject('baseUrl');
    ctx.profile = mkdtempSync(join(tmpdir(), 'roundtrip-chromium-'));
    ctx.context = await chromium.launchPersistentContext(ctx.profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: FLAGS,
      viewport,
      baseURL: ctx.baseUrl,
    });
    ctx.page = ctx.context.pages()[0] ?? (await ctx.context.newPage());
  });
  afterEach(async () => {
    await ctx.context?.close();
    rmSync(ctx.profile, { recursive: true, force: true });
  });
  return ctx;
}
