// Bundles the extension the way Shopify CLI bundles a UI extension (`shopify app build`): one ES module
// that registers each target of shopify.extension.toml with `shopify.extend`, JSX through Preact,
// es2020, minified, into dist/return-action.js. Shopify CLI is not needed; `shopify app deploy` makes
// its own bundle from the same sources.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'smol-toml';

const root = dirname(fileURLToPath(import.meta.url));

/** The targets of shopify.extension.toml: each target's module, as the CLI reads them. */
export function targetsOf(tomlText) {
  const [extension] = parse(tomlText).extensions;
  return {
    handle: extension.handle,
    targets: extension.targeting.map(({ target, module }) => ({ target, module })),
  };
}

/** The bundle's entry: each module's default export registered for its target. */
export function entrySource(targets) {
  const imports = targets.map(({ module }, i) => `import Target_${i} from ${JSON.stringify(module)};`);
  const extend = targets.map(
    ({ target }, i) => `shopify.extend(${JSON.stringify(target)}, (...args) => Target_${i}(...args));`,
  );
  return [...imports, ...extend].join('\n');
}

export async function buildExtension({ outdir = join(root, 'dist'), write = true } = {}) {
  const { handle, targets } = targetsOf(readFileSync(join(root, 'shopify.extension.toml'), 'utf8'));
  return build({
    stdin: { contents: entrySource(targets), resolveDir: root, sourcefile: 'extension-entry.js' },
    outfile: join(outdir, `${handle}.js`),
    write,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    minify: true,
    metafile: true,
    logLevel: write ? 'info' : 'silent',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildExtension();
