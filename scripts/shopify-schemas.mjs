// Copies Shopify's official GraphQL introspection schemas for the API version the adapter pins
// (SHOPIFY_API_VERSION in apps/server/src/platform/shopify/access.ts) out of Shopify's own npm package
// @shopify/dev-mcp into apps/server/shopify-schemas/. Run it when moving to a new API version
// (docs/shopify.md, "Moving to a new API version"), then `npm run codegen` and `npm test`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEV_MCP = '@shopify/dev-mcp@1.16.0';
const root = new URL('..', import.meta.url).pathname;
const access = readFileSync(join(root, 'apps/server/src/platform/shopify/access.ts'), 'utf8');
const version = /SHOPIFY_API_VERSION = '([\d-]+|unstable)'/.exec(access)?.[1];
if (!version) throw new Error('SHOPIFY_API_VERSION not found in access.ts');

const work = mkdtempSync(join(tmpdir(), 'shopify-schemas-'));
try {
  const tarball = execFileSync('npm', ['pack', DEV_MCP, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim();
  const files = ['admin', 'customer'].map((api) => `package/dist/data/${api}_${version}.json.gz`);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, ...files]);
  for (const file of files) {
    const target = join(root, 'apps/server/shopify-schemas', file.split('/').pop());
    copyFileSync(join(work, file), target);
    process.stdout.write(`${target}\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
