// The one test command: typecheck, lint, architecture checks, build, unit + API tests, browser tests, then
// one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHITECTURE_CHECKS } from './architecture-checks.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const artifacts = join(root, '.test-artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const stages = [];
function run(name, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
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

for (const project of ['packages/core', 'apps/server', 'apps/web', 'e2e']) {
  run(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
}
run('lint', 'npx', ['biome', 'check', '.']);
run('core purity', 'node', ['scripts/check-core-purity.mjs']);
for (const check of ARCHITECTURE_CHECKS) run(check.name, 'npx', [check.tool, ...check.args]);
const built = run('build', 'npm', ['run', 'build']);

const unitReport = join(artifacts, 'unit.json');
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--coverage',
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

const counts = [vitestCounts(unitReport), vitestCounts(e2eReport)];
const failedStages = stages.filter((s) => !s.ok && !s.name.endsWith('tests'));
const passed = counts.reduce((n, c) => n + c.passed, 0);
const failed = counts.reduce((n, c) => n + c.failed, 0) + failedStages.length;
const skipped = counts.reduce((n, c) => n + c.skipped, 0);

process.stdout.write('\n=== Summary\n');
for (const s of stages)
  process.stdout.write(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(failed === 0 && stages.every((s) => s.ok) ? 0 : 1);
