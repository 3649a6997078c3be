import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { buildExtension, entrySource, targetsOf } from '../build.mjs';
import { APP_ORIGIN } from './app-origin';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the extension as Shopify receives it', () => {
  it('declares the order action on the order index and order status pages, with network access', () => {
    const toml = parse(read('shopify.extension.toml')) as {
      api_version: string;
      extensions: { capabilities: { network_access: boolean } }[];
    };
    expect(toml.api_version).toBe('2026-10');
    expect(toml.extensions[0]?.capabilities.network_access).toBe(true);
    expect(targetsOf(read('shopify.extension.toml')).targets).toEqual([
      { target: 'customer-account.order.action.menu-item.render', module: './src/menu-item.tsx' },
      { target: 'customer-account.order.action.render', module: './src/action.tsx' },
    ]);
  });

  it('bundles one ES module that registers each target, Preact inside, under 64 KB', async () => {
    const result = await buildExtension({ write: false });
    expect(result.errors).toEqual([]);
    const [file] = result.outputFiles ?? [];
    expect(file?.path).toMatch(/dist\/return-action\.js$/);
    const code = file?.text ?? '';
    expect(code).toContain('shopify.extend("customer-account.order.action.menu-item.render"');
    expect(code).toContain('shopify.extend("customer-account.order.action.render"');
    // Everything is inside: the extension's worker loads nothing else.
    expect(code).not.toMatch(/\bimport\s*[{*"']|\brequire\(/);
    expect(code).toContain('s-customer-account-action');
    expect(code).toContain('/api/account-extension/v1/order-handoff');
    // Shopify refuses a UI extension bundle over 64 KB.
    expect(Buffer.byteLength(code)).toBeLessThan(64 * 1024);
    const inputs = Object.keys(result.metafile?.inputs ?? {});
    expect(inputs.some((path) => path.includes('node_modules/preact/'))).toBe(true);
    expect(inputs.some((path) => path.includes('node_modules/zod/'))).toBe(false);
  });

  it('names the modules in the entry the way Shopify CLI does', () => {
    expect(entrySource([{ target: 'a.render', module: './src/a.tsx' }])).toBe(
      'import Target_0 from "./src/a.tsx";\nshopify.extend("a.render", (...args) => Target_0(...args));',
    );
  });

  it('calls the Roundtrip that shopify.app.toml names', () => {
    const app = parse(read('../../shopify.app.toml')) as { application_url: string };
    expect(APP_ORIGIN).toBe(new URL(app.application_url).origin);
  });

  it('has every message in English and Hindi', () => {
    const en = JSON.parse(read('locales/en.default.json')) as Record<string, string>;
    const hi = JSON.parse(read('locales/hi.json')) as Record<string, string>;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(hi).every((text) => text.trim().length > 0)).toBe(true);
  });
});
