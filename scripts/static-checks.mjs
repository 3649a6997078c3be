// The static checks (`npm run check`, and the first stage of `npm test`), and the runner both use.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { ARCHITECTURE_CHECKS } from './architecture-checks.mjs';

const root = new URL('..', import.meta.url).pathname;
const cpuMeter = new URL('./cpu-meter.mjs', import.meta.url).pathname;

export const STATIC_CHECKS = [
  // Core is a composite project the others reference: `tsc -b` checks it once and the apps, e2e and
  // bench read its declarations (the server's too, for e2e and bench), instead of checking it again each.
  {
    name: 'typecheck',
    // package.json's `typecheck`: TypeScript 7's native `tsc -b` over every project, on one thread: beside
    // another check on two cores its parallel checkers only add CPU (13 s of CPU alone instead of 26).
    command: 'npm',
    args: ['run', 'typecheck', '--', '--singleThreaded'],
  },
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  // Every Admin GraphQL document typed against Shopify's official schema, and the types up to date.
  { name: 'Shopify documents', command: 'npm', args: ['run', 'codegen', '--', '--check'] },
  { name: 'core purity', command: 'node', args: ['scripts/check-core-purity.mjs'] },
  { name: 'doc references', command: 'node', args: ['scripts/check-doc-references.mjs'] },
  // The migrations agree with their snapshots and with each other (drizzle-kit check).
  { name: 'migrations', command: 'npm', args: ['run', 'db:check'] },
  ...ARCHITECTURE_CHECKS.map((check) => ({
    name: check.name,
    command: 'npx',
    args: [check.tool, ...check.args],
  })),
];

/**
 * Runs one job with its output kept and printed whole when it ends, so jobs running side by side still
 * read one after another. Resolves to its stage: name, ok, wall seconds and the CPU seconds (user +
 * system) of the job and every process it waited for. `nice` lowers the job's CPU priority (its processes
 * inherit it), for a job that should yield the cores to a longer one beside it.
 */
export function runJob({ name, command, args, env = {}, nice = 0 }) {
  const started = Date.now();
  process.stdout.write(`\n--- started: ${name}\n`);
  const child = spawn(process.execPath, [cpuMeter, command, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  if (nice !== 0 && child.pid !== undefined) {
    try {
      setPriority(child.pid, nice);
    } catch {
      // The job ended already (or the system refuses): it runs at the usual priority, nothing else changes.
    }
  }
  let output = '';
  let cpu = '';
  child.stdio[3].on('data', (d) => {
    cpu += d;
  });
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n${output}`);
      const seconds = (Date.now() - started) / 1000;
      resolve({ name, ok: status === 0, seconds, cpu: cpu ? Number(cpu) : undefined });
    });
  });
}

/** Jobs `parallel` at a time, in the order given (longest first packs them best); their stages in order of ending. */
export async function runTogether(jobs, parallel = 2) {
  const queue = [...jobs];
  const stages = [];
  const one = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) stages.push(await runJob(job));
  };
  await Promise.all(Array.from({ length: parallel }, one));
  return stages;
}
