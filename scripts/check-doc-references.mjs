// Code and docs name the page or the rule they follow (docs/README.md), never a numbered section of the
// product spec or a numbered issue: those mean nothing to a contributor.
// Run: node scripts/check-doc-references.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const NUMBERED = /\b(?:specs?|issues?)(?: section)?[ -]?#?\d/i;
const TEXT = /\.(?:[cm]?[jt]sx?|md|sql|jsonc?|ya?ml|sh|toml|html|css)$/;
// Build output, installs, and files written by tools rather than by us.
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  '.test-artifacts',
  'package-lock.json',
  'apps/server/src/platform/shopify/types',
]);

function* textFiles(root, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (SKIPPED.has(entry.name) || SKIPPED.has(relative(root, path))) continue;
    if (entry.isDirectory()) yield* textFiles(root, path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** Every line under `root` that points at a numbered spec section or issue, as `file:line: text`. */
export function numberedReferences(root) {
  const found = [];
  for (const file of textFiles(root, root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (NUMBERED.test(line)) found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = numberedReferences(fileURLToPath(new URL('..', import.meta.url)));
  if (found.length > 0) {
    console.error(`Name the doc page or the rule instead of a spec or issue number:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log('no spec or issue numbers in code or docs');
}
