// Runs every bench under bench/ at its tiny size (`--tiny`: seconds, figures that mean nothing), so a
// change that breaks a bench fails `npm test` instead of the next person who measures. A bench is a file
// whose header has a `// Run:` line; that line must offer `--tiny` (bench/bench-kit.ts). The portal benches
// read the build: run `npm run build` first. With TEST_DATABASE_URL set the benches run on that
// PostgreSQL server (each in a database of its own); without it, on PGlite, and bench:load is left out.
// Run: node scripts/run-benches.mjs
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const benchDir = join(root, 'bench');

const benches = readdirSync(benchDir)
  .filter((name) => /\.(ts|mjs)$/.test(name) && !name.endsWith('.d.ts'))
  .sort()
  .flatMap((name) => {
    const runLine = readFileSync(join(benchDir, name), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('// Run:'));
    return runLine ? [{ file: join('bench', name), runLine }] : [];
  });
const untiny = benches.filter((b) => !b.runLine.includes('--tiny'));
for (const b of untiny)
  process.stderr.write(`${b.file}: its "// Run:" line offers no --tiny (see bench/bench-kit.ts)\n`);
if (untiny.length > 0) process.exit(1);

const testUrl = process.env.TEST_DATABASE_URL;
const env = { ...process.env };
delete env.DATABASE_URL;
if (testUrl) {
  // The server's own `postgres` database: where each bench creates, then drops, its database.
  const admin = new URL(testUrl);
  admin.pathname = '/postgres';
  env.DATABASE_URL = admin.toString();
} else process.stdout.write('TEST_DATABASE_URL is not set: the benches run on PGlite only\n');

/** One bench, its output kept and printed whole when it ends, so two at once still read in order. */
async function run({ file }) {
  const started = Date.now();
  const command = file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  // A process group of its own: whatever the bench leaves running is stopped with it.
  const child = spawn(process.execPath, [...command, '--tiny'], { cwd: root, env, detached: true });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  const status = await new Promise((resolve) => child.on('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone: the bench stopped everything it started.
  }
  await closed;
  process.stdout.write(`\n--- ${file} --tiny\n${output}`);
  return { file, ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

// Two at a time: much of a bench is waiting on the servers it starts or on PostgreSQL.
const started = Date.now();
const queue = [...benches];
const results = [];
await Promise.all(
  [1, 2].map(async () => {
    for (let bench = queue.shift(); bench; bench = queue.shift()) results.push(await run(bench));
  }),
);
process.stdout.write('\n');
for (const r of results)
  process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.file} (${r.seconds.toFixed(1)} s)\n`);
process.stdout.write(
  `${results.length} benches at their tiny size in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
