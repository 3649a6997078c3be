// The one test command: the static checks, the core tests and the build; then the unit + API tests beside
// the benches at a tiny size and the browser tests; then one summary line with the wall time.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { runJob, runTogether, STATIC_CHECKS } from './static-checks.mjs';

const root = new URL('..', import.meta.url).pathname;
const artifacts = join(root, '.test-artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const stages = [];
const startedAt = Date.now();

/** A vitest JSON report, read once for the counts and the failures; marked missing when the stage wrote none. */
function readReport(file) {
  return existsSync(file) ? { file, ...JSON.parse(readFileSync(file, 'utf8')) } : { file, missing: true };
}

function vitestCounts(report) {
  if (report.missing) return { passed: 0, failed: 1, skipped: 0 };
  return {
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

// The failed tests by file and name, printed again at the very end: a CI log is often read from its tail.
function vitestFailures(report) {
  if (report.missing)
    return [`${report.file.slice(root.length)}: no report (the stage did not run or crashed)`];
  return report.testResults.flatMap((suite) => {
    const path = suite.name.startsWith(root) ? suite.name.slice(root.length) : suite.name;
    const failed = suite.assertionResults.filter((t) => t.status === 'failed');
    if (failed.length === 0) return suite.status === 'failed' ? [`${path}: ${suite.message}`] : [];
    return failed.map((t) => `${path} › ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0]}`);
  });
}

const vitest = (report, ...args) => ({
  command: 'npx',
  args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
});

const chromium = ensureChromium();
if (!chromium.ok) {
  process.stderr.write(`\n${chromium.message}\n`);
  process.exit(1);
}

// First, two at a time on our two cores, longest first: the typecheck (about as long as the rest of this
// stage together), the build the benches and browser tests read, the core tests (one worker), then the
// other static checks. Nothing here reads what another writes. Coverage is measured where it is asserted
// (core's rules, vitest.config.ts): instrumenting every server test for it would only slow them down.
const coreReport = join(artifacts, 'core.json');
const typecheck = STATIC_CHECKS.filter((c) => c.name === 'typecheck');
stages.push(
  ...(await runTogether([
    ...typecheck,
    { name: 'build', command: 'npm', args: ['run', 'build'] },
    { name: 'core unit tests with coverage', ...vitest(coreReport, '--project', 'core', '--coverage') },
    ...STATIC_CHECKS.filter((c) => !typecheck.includes(c)),
  ])),
);
const built = stages.find((s) => s.name === 'build')?.ok === true;

// Then the unit + API tests beside the benches and then the browser tests: those wait on browsers, servers
// and PostgreSQL more than they compute, and alone would leave a core idle for minutes. The unit tests
// run on three workers: many files wait on timers, child processes or PostgreSQL, and with two the machine
// sat about half idle for the last ~100 s, once the browser tests had ended (busy ~100 % before).
const unitReport = join(artifacts, 'unit.json');
const e2eReport = join(artifacts, 'e2e.json');
// The unit + API tests are the longest stage and keep both cores busy; the benches and browser tests beside
// them end sooner and wait on pages and servers. At nice 4 a process of theirs gets about 30 % of a core it
// shares with a unit test worker instead of half, so both sides end closer together (a clean clone's gate
// on the AMD machine: 10 min 9 s before, 9 min 33 s after; CONTRIBUTING.md, "What the gate costs").
const BESIDE_THE_UNIT_TESTS = 4;
async function benchesThenBrowser() {
  if (!built) {
    return ['benches at a tiny size', 'browser tests'].map((name) => ({ name, ok: false, seconds: 0 }));
  }
  // Every bench at a tiny size (seconds), so one a change breaks fails here (two portal benches read the build).
  const benches = await runJob({
    name: 'benches at a tiny size',
    command: 'node',
    args: ['scripts/run-benches.mjs'],
    nice: BESIDE_THE_UNIT_TESTS,
  });
  return [
    benches,
    await runJob({
      name: 'browser tests',
      ...vitest(e2eReport, '--config', 'e2e/vitest.config.ts'),
      nice: BESIDE_THE_UNIT_TESTS,
    }),
  ];
}
const [unit, browser] = await Promise.all([
  runJob({
    name: 'server, web, extension and script tests',
    ...vitest(
      unitReport,
      '--project',
      'server',
      '--project',
      'web',
      '--project',
      'extensions',
      '--project',
      'scripts',
      '--maxWorkers=3',
    ),
  }),
  benchesThenBrowser(),
]);
stages.push(unit, ...browser);

const reports = [coreReport, unitReport, e2eReport].map(readReport);
const counts = reports.map(vitestCounts);
const failedStages = stages.filter((s) => !s.ok && !s.name.endsWith('tests'));
const passed = counts.reduce((n, c) => n + c.passed, 0);
const failed = counts.reduce((n, c) => n + c.failed, 0) + failedStages.length;
const skipped = counts.reduce((n, c) => n + c.skipped, 0);

process.stdout.write(
  '\n=== Summary (wall seconds; CPU seconds, user + system, of the stage and its processes)\n',
);
for (const s of stages) {
  const cpu = s.cpu === undefined ? '' : `, ${s.cpu.toFixed(1)} s CPU`;
  process.stdout.write(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s${cpu})\n`);
}
for (const line of reports.flatMap(vitestFailures)) process.stdout.write(`failed: ${line.slice(0, 400)}\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
// Rounded once, so 6 min 59.6 s reads "7 min 0 s", not "6 min 60 s".
const wall = Math.round((Date.now() - startedAt) / 1000);
process.stdout.write(`Wall time: ${Math.floor(wall / 60)} min ${wall % 60} s\n`);
process.exit(failed === 0 && stages.every((s) => s.ok) ? 0 : 1);
