// The one test command: typecheck, lint, architecture checks, build, the benches at a tiny size, unit + API
// tests, browser tests, then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHITECTURE_CHECKS } from './architecture-checks.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const artifacts = join(root, '.test-artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const stages = [];
const startedAt = Date.now();
function run(name, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

/**
 * Jobs that write nothing another one reads, two at a time on our two cores, in the order given (longest
 * first packs them best); each one's output is printed whole when it ends, so the log reads as if they
 * ran one after another.
 */
async function runTogether(checks, parallel = 2) {
  const queue = [...checks];
  const one = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const { name, command, args } = check;
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, env: process.env });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      const status = await new Promise((resolve) => child.on('close', resolve));
      process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n${output}`);
      stages.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    }
  };
  await Promise.all(Array.from({ length: parallel }, one));
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const chromium = ensureChromium();
if (!chromium.ok) {
  process.stderr.write(`\n${chromium.message}\n`);
  process.exit(1);
}

// Coverage is measured where it is asserted (core's rules, vitest.config.ts): instrumenting every
// server test for it would only slow them down.
const coreReport = join(artifacts, 'core.json');
// Core's tests run on one worker (vitest's default on two cores): in the same queue as the checks,
// started first as the longest, they take the core the checks leave free, instead of a stage of their
// own that leaves one core idle. Neither reads what the other writes (coverage/ is outside every check).
await runTogether([
  {
    name: 'core unit tests with coverage',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'core',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${coreReport}`,
    ],
  },
  ...['packages/core', 'apps/server', 'apps/web', 'extensions/return-action', 'e2e', 'bench'].map(
    (project) => ({
      name: `typecheck ${project}`,
      command: 'npx',
      args: ['tsc', '-p', project],
    }),
  ),
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  // Every Admin GraphQL document typed against Shopify's official schema, and the types up to date.
  { name: 'Shopify documents', command: 'npm', args: ['run', 'codegen', '--', '--check'] },
  { name: 'core purity', command: 'node', args: ['scripts/check-core-purity.mjs'] },
  // The migrations agree with their snapshots and with each other (drizzle-kit check).
  { name: 'migrations', command: 'npm', args: ['run', 'db:check'] },
  ...ARCHITECTURE_CHECKS.map((check) => ({
    name: check.name,
    command: 'npx',
    args: [check.tool, ...check.args],
  })),
]);
const built = run('build', 'npm', ['run', 'build']);
// Every bench at a tiny size (seconds), so one a change breaks fails here (two portal benches read the build).
if (built) run('benches at a tiny size', 'node', ['scripts/run-benches.mjs']);
else stages.push({ name: 'benches at a tiny size', ok: false, seconds: 0 });

// Two workers on two cores: vitest's default (cores - 1) runs one file at a time, and API tests spend
// much of their time waiting on PostgreSQL, another process.
const unitReport = join(artifacts, 'unit.json');
run('server, web, extension and script tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'server',
  '--project',
  'web',
  '--project',
  'extensions',
  '--project',
  'scripts',
  '--maxWorkers=2',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

const e2eReport = join(artifacts, 'e2e.json');
if (built) {
  run('browser tests', 'npx', [
    'vitest',
    'run',
    '--config',
    'e2e/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${e2eReport}`,
  ]);
} else {
  stages.push({ name: 'browser tests', ok: false, seconds: 0 });
}

const counts = [vitestCounts(coreReport), vitestCounts(unitReport), vitestCounts(e2eReport)];
const failedStages = stages.filter((s) => !s.ok && !s.name.endsWith('tests'));
const passed = counts.reduce((n, c) => n + c.passed, 0);
const failed = counts.reduce((n, c) => n + c.failed, 0) + failedStages.length;
const skipped = counts.reduce((n, c) => n + c.skipped, 0);

process.stdout.write('\n=== Summary\n');
for (const s of stages)
  process.stdout.write(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
const wall = (Date.now() - startedAt) / 1000;
process.stdout.write(`Wall time: ${Math.floor(wall / 60)} min ${Math.round(wall % 60)} s\n`);
process.exit(failed === 0 && stages.every((s) => s.ok) ? 0 : 1);
