// scripts/check-doc-references.mjs on this repository and on a small tree: code and docs name the page or
// the rule they follow, and each form of a numbered reference is caught.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { numberedReferences } from './check-doc-references.mjs';

const root = new URL('..', import.meta.url).pathname;
// Written in two parts so this file does not hold what it looks for.
const ref = (word, rest) => `${word}${rest}`;

const made = [];
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'roundtrip-references-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('numbered spec and issue references', () => {
  it('appear nowhere in code or docs', () => {
    expect(numberedReferences(root)).toEqual([]);
  });

  it('are found in every form, outside installs and generated types', () => {
    const dir = tree({
      'docs/a.md': `# A\n\nSee ${ref('Spec', ' 7')} "Rules".\n`,
      'packages/core/src/b.ts': `/** Rounded (${ref('spec', '-9')}). */\nexport const b = 1;\n`,
      'apps/web/src/c.test.tsx': `it('shows it (${ref('issue', ' #12')})', () => {});\n`,
      'scripts/d.mjs': `// ${ref('the spec', ' section 2')} routes\n`,
      'apps/server/src/platform/shopify/types/admin.ts': `// ${ref('spec', ' 3')}\n`,
      'node_modules/x/index.js': `// ${ref('issue', ' 1')}\n`,
      'docs/clean.md': '# Clean\n\nThe refund plan: docs/pricing.md "The refund plan".\n',
    });
    const found = numberedReferences(dir).map((line) => line.slice(0, line.indexOf(': ')));
    expect(found.sort()).toEqual([
      'apps/web/src/c.test.tsx:1',
      'docs/a.md:3',
      'packages/core/src/b.ts:1',
      'scripts/d.mjs:1',
    ]);
  });
});
