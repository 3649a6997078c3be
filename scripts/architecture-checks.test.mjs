// The architecture checks `npm test` runs (dependency-cruiser with .dependency-cruiser.cjs and
// .dependency-cruiser-folders.cjs, knip with knip.jsonc), run for real on a small copy of our layout:
// they pass on a clean tree, and each rule reports the one mistake it exists for.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHITECTURE_CHECKS } from './architecture-checks.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const CONFIGS = ['.dependency-cruiser.cjs', '.dependency-cruiser-folders.cjs', 'knip.jsonc'];
const pkg = (name, more = {}) => JSON.stringify({ name, private: true, type: 'module', ...more });

/**
 * A server with two feature folders (a uses b), an outside client on the outbox queue, a core package,
 * a web app: no rule broken.
 */
const CLEAN = {
  'package.json': pkg('fixture', {
    workspaces: ['packages/core', 'apps/server', 'apps/web'],
    devDependencies: { 'dependency-cruiser': '*', knip: '*' },
  }),
  'packages/core/package.json': pkg('@roundtrip/core', { exports: { '.': './src/index.ts' } }),
  'packages/core/src/index.ts': "export { add } from './money';\n",
  'packages/core/src/money.ts': 'export const add = (a: number, b: number): number => a + b;\n',
  'apps/server/package.json': pkg('@roundtrip/server', {
    main: 'src/main.ts',
    dependencies: { '@roundtrip/core': '*' },
  }),
  'apps/server/src/main.ts': [
    "import { add } from '@roundtrip/core';",
    "import { a } from './features/a/a';",
    "import { shared } from './features/a/shared';",
    "import { later } from './features/b/later';",
    "import { mail } from './providers/mail/client';",
    'console.log(add(a(), later() + shared() + mail()));',
    '',
  ].join('\n'),
  'apps/server/src/features/a/a.ts': "import { b } from '../b/b';\n\nexport const a = (): number => b();\n",
  'apps/server/src/features/a/shared.ts': 'export const shared = (): number => 2;\n',
  'apps/server/src/features/b/b.ts': 'export const b = (): number => 1;\n',
  'apps/server/src/features/b/later.ts': 'export const later = (): number => 3;\n',
  'apps/server/src/providers/mail/client.ts':
    "import { enqueue } from '../../outbox/queue';\n\nexport const mail = (): number => enqueue();\n",
  'apps/server/src/outbox/queue.ts': 'export const enqueue = (): number => 4;\n',
  'apps/server/src/features/b/b.test.ts': "import { kit } from '../../test/kit';\n\nkit();\n",
  'apps/server/src/test/kit.ts':
    "import { b } from '../features/b/b';\n\nexport const kit = (): number => b();\n",
  'apps/web/package.json': pkg('@roundtrip/web', {
    main: 'src/main.tsx',
    dependencies: { '@roundtrip/core': '*' },
  }),
  'apps/web/src/main.tsx': "import { add } from '@roundtrip/core';\n\nconsole.log(add(1, 2));\n",
  'e2e/journey.e2e.test.ts': "import { add } from '@roundtrip/core';\n\nadd(1, 1);\n",
  'bench/figure.mjs': 'console.log(1);\n',
  'scripts/task.mjs': 'console.log(2);\n',
};

const made = [];
/** The clean tree with `changes` applied, and the project's real check configurations. */
function tree(changes = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'roundtrip-architecture-'));
  made.push(dir);
  for (const [path, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const config of CONFIGS) copyFileSync(join(root, config), join(dir, config));
  // The workspace link npm makes: apps import core by its package name.
  mkdirSync(join(dir, 'node_modules/@roundtrip'), { recursive: true });
  symlinkSync('../../packages/core', join(dir, 'node_modules/@roundtrip/core'));
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs one check exactly as scripts/test.mjs does; `ok` is its exit status. */
async function check(dir, name) {
  const { tool, args } = ARCHITECTURE_CHECKS.find((c) => c.name === name);
  // The fixture has none of the folders knip.jsonc names outside the apps: no hints about them.
  const extra = tool === 'knip' ? ['--no-config-hints'] : [];
  try {
    const { stdout } = await promisify(execFile)(bin(tool), [...args, ...extra], { cwd: dir });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: `${error.stdout}${error.stderr}` };
  }
}

describe.concurrent('the architecture checks of npm test', () => {
  it('pass on a tree that keeps every rule', async () => {
    const dir = tree();
    const results = await Promise.all(ARCHITECTURE_CHECKS.map((c) => check(dir, c.name)));
    for (const result of results) expect(result.ok, result.output).toBe(true);
  });

  it('fail when a feature folder imports another in a cycle, even with no cycle between files', async () => {
    // a/a.ts uses b/b.ts; now b/later.ts uses a/shared.ts: the folders a and b need each other.
    const dir = tree({
      'apps/server/src/features/b/later.ts':
        "import { shared } from '../a/shared';\n\nexport const later = (): number => shared();\n",
    });
    const folders = await check(dir, 'feature folder cycles');
    expect(folders.ok).toBe(false);
    expect(folders.output).toMatch(/no-feature-cycle: apps\/server\/src\/features\/a/);
    expect((await check(dir, 'dependency rules')).ok).toBe(true);
  });

  // Every mistake the dependency rules exist for, in one tree checked once (each depcruise run costs about
  // a second of CPU): each test reads its own rule's report on its own files.
  let mistakes;
  const dependencyMistakes = () => {
    mistakes ??= check(
      tree({
        // Files that import each other in a cycle.
        'apps/server/src/features/b/b.ts':
          "import { a } from '../a/a';\n\nexport const b = (): number => 1;\nexport const c = () => a;\n",
        // Core importing I/O and a database package.
        'node_modules/pg/package.json': JSON.stringify({ name: 'pg', main: 'index.js' }),
        'node_modules/pg/index.js': 'module.exports = { Pool: class {} };\n',
        'packages/core/src/money.ts': [
          "import { readFileSync } from 'node:fs';",
          "import pg from 'pg';",
          '',
          'export const add = (a: number, b: number): number => a + b + readFileSync.length + Object.keys(pg).length;',
          '',
        ].join('\n'),
        // Core importing an app, and the web app importing the server.
        'packages/core/src/index.ts':
          "export { add } from './money';\nexport { b } from '../../../apps/server/src/features/b/b';\n",
        'apps/web/src/main.tsx':
          "import { add } from '@roundtrip/core';\nimport { later } from '../../server/src/features/b/later';\n\nconsole.log(add(1, later()));\n",
        // The web app's shared parts importing a feature.
        'apps/web/src/admin/a/page.tsx': 'export const title = (): string => "A";\n',
        'apps/web/src/lib/format.ts':
          "import { title } from '../admin/a/page';\n\nexport const format = (): string => title();\n",
        // The outbox queue reaching up to a feature and to an outside client; the outside client reaching
        // up to a feature.
        'apps/server/src/outbox/queue.ts': [
          "import { b } from '../features/b/b';",
          "import { mail } from '../providers/mail/client';",
          '',
          'export const enqueue = (): number => b();',
          'export const again = (): number => mail();',
          '',
        ].join('\n'),
        'apps/server/src/providers/mail/client.ts': [
          "import { enqueue } from '../../outbox/queue';",
          "import { later } from '../../features/b/later';",
          '',
          'export const mail = (): number => enqueue() + later();',
          '',
        ].join('\n'),
        // A module importing an entry point.
        'apps/server/src/features/a/shared.ts':
          "import '../../main';\n\nexport const shared = (): number => 2;\n",
        // Production code importing a test kit.
        'apps/server/src/features/a/a.ts':
          "import { b } from '../b/b';\nimport { kit } from '../../test/kit';\n\nexport const a = (): number => b() + kit();\n",
      }),
      'dependency rules',
    );
    return mistakes;
  };

  it('fail when files import each other in a cycle', async () => {
    const result = await dependencyMistakes();
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/no-circular: apps\/server\/src\/features\/(a\/a|b\/b)\.ts/);
  });

  it('fail when core imports I/O', async () => {
    expect((await dependencyMistakes()).output).toMatch(
      /core-does-no-io: packages\/core\/src\/money\.ts → fs/,
    );
  });

  it('fail when core imports a database package', async () => {
    const { output } = await dependencyMistakes();
    expect(output).toMatch(
      /core-uses-no-io-package: packages\/core\/src\/money\.ts → node_modules\/pg\/index\.js/,
    );
    expect(output).toMatch(/core-declares-its-packages: packages\/core\/src\/money\.ts → node_modules\/pg/);
  });

  it('fail when core imports an app, or the web app imports the server', async () => {
    const { output } = await dependencyMistakes();
    expect(output).toMatch(/core-imports-no-app: packages\/core\/src\/index\.ts/);
    expect(output).toMatch(/web-imports-no-server: apps\/web\/src\/main\.tsx/);
  });

  it("fail when the web app's shared parts import a feature", async () => {
    expect((await dependencyMistakes()).output).toMatch(
      /web-shared-imports-no-feature: apps\/web\/src\/lib\/format\.ts/,
    );
  });

  it('fail when a lower server layer imports a higher one', async () => {
    const { output } = await dependencyMistakes();
    expect(output).toMatch(
      /server-outbox-below-its-users: apps\/server\/src\/outbox\/queue\.ts → apps\/server\/src\/features\/b\/b\.ts/,
    );
    expect(output).toMatch(
      /server-features-are-the-top-layer: apps\/server\/src\/providers\/mail\/client\.ts → apps\/server\/src\/features\/b\/later\.ts/,
    );
  });

  it('fail when the outbox imports an outside client, or a module imports an entry point', async () => {
    const { output } = await dependencyMistakes();
    expect(output).toMatch(
      /server-providers-below-messages: apps\/server\/src\/outbox\/queue\.ts → apps\/server\/src\/providers\/mail\/client\.ts/,
    );
    expect(output).toMatch(
      /server-nothing-imports-an-entry-point: apps\/server\/src\/features\/a\/shared\.ts → apps\/server\/src\/main\.ts/,
    );
  });

  it('fail when production code imports a test kit', async () => {
    expect((await dependencyMistakes()).output).toMatch(
      /production-imports-no-test-code: apps\/server\/src\/features\/a\/a\.ts → apps\/server\/src\/test\/kit\.ts/,
    );
  });

  it('fail when an export is unused', async () => {
    const dir = tree({
      'apps/server/src/features/b/b.ts':
        'export const b = (): number => 1;\nexport const forgotten = (): number => 4;\n',
    });
    const result = await check(dir, 'unused code');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Unused exports \(1\)\s+forgotten\s+apps\/server\/src\/features\/b\/b\.ts/);
  });
});
