// Prints the gzipped JavaScript each shopper-portal route downloads, from the built web app and its
// Vite manifest, and fails when a route's page load exceeds the 90 KB budget (docs/portal-ux.md).
// Run: npm run build, then node bench/portal-size.mjs [--tiny]   (--tiny: the same figures, never over
// budget: the test gate's check that it still runs, bench/bench-kit.ts)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 90;
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = [
  ['/:url (search)', 'src/portal/search/search-page.tsx'],
  ['/orderlist/:token', 'src/portal/order-list/order-list-page.tsx'],
  ['/:store/return/...', 'src/portal/return/return-page.tsx'],
  ['/:store/exchange/...', 'src/portal/exchange/exchange-page.tsx'],
  ['/details/...', 'src/portal/details/details-page.tsx'],
];
// The words of the server's messages (reasons, refusals) load only when one is on screen
// (i18n/shopper-text.ts), like the bank fields and the uploader.
const isOnDemand = (key) => /^src\/portal\/i18n\/(en|hi)-(reasons|refusals)\.ts$/.test(key);
// The Hindi words of a page.
const isHindi = (key) => /^src\/portal\/i18n\/hi-/.test(key) && !isOnDemand(key);
// A page part's words that load in the shopper's language only (the return and exchange form).
const isEnglish = (key) => /^src\/portal\/i18n\/en-/.test(key) && !isOnDemand(key);
const isOptional = (key) => key.startsWith('src/portal/request/') || isOnDemand(key);

// gzip -6, what most servers send; -9 would only be smaller. KB = 1024 bytes; the kB column is 1000.
const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return sizes.get(file);
}

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into);
  return into;
}

/** Chunks the page may load later: its optional parts (bank fields, uploader), or its Hindi words. */
function lazyClosure(keys, want) {
  const out = new Set();
  const queue = [...keys];
  while (queue.length) {
    const k = queue.pop();
    for (const d of manifest[k]?.dynamicImports ?? []) {
      // Only the portal's own lazy parts; the entry's dynamic imports are other routes.
      if (out.has(d) || keys.has(d) || !want(d)) continue;
      for (const c of staticClosure(d))
        if (!keys.has(c) && !out.has(c)) {
          out.add(c);
          queue.push(c);
        }
    }
  }
  return out;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (keys) => [...keys].reduce((a, k) => a + gz(manifest[k].file), 0);
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = staticClosure(entry);

const rows = [];
let failed = false;
for (const [route, key] of ROUTES) {
  const fixed = staticClosure(key, new Set(shell));
  const initial = new Set([...fixed, ...lazyClosure(fixed, isEnglish)]);
  const bytes = sum(initial);
  const withLazy = bytes + sum(lazyClosure(initial, (d) => isOptional(d) || isEnglish(d)));
  const hindi = sum(fixed) + sum(lazyClosure(fixed, isHindi));
  const ok = bytes / 1024 <= BUDGET_KB;
  failed ||= !ok;
  rows.push({
    route,
    'page load KB': kb(bytes),
    '(kB, 1000)': (bytes / 1000).toFixed(1),
    files: initial.size,
    '+ every optional part KB': kb(withLazy),
    'Hindi store KB': kb(hindi),
    [`<= ${BUDGET_KB} KB`]: ok ? 'yes' : 'NO',
  });
}

const shellBytes = sum(shell);
process.stdout.write(`Shell (entry, React + router, runtime): ${kb(shellBytes)} KB gzipped JS\n`);
console.table(rows);
for (const [route, key] of ROUTES) {
  const fixed = staticClosure(key, new Set(shell));
  const files = [...fixed, ...lazyClosure(fixed, isEnglish)].map(
    (k) => `${manifest[k].file.replace('assets/', '')} ${kb(gz(manifest[k].file))}`,
  );
  process.stdout.write(`${route}: ${files.join(', ')}\n`);
}
if (failed) {
  process.stdout.write(`A portal route loads more than ${BUDGET_KB} KB of gzipped JavaScript.\n`);
  if (!process.argv.includes('--tiny')) process.exitCode = 1;
}
