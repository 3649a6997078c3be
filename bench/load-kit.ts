// Processes and measurements for bench/load.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { TINY } from './bench-kit';

const CORES = availableParallelism();

/**
 * The whole machine's busy CPU so far, in ms (Linux's /proc/stat: user, nice, system, irq, softirq, in
 * ticks of 10 ms), or undefined elsewhere. Over a step it is what the calls cost the servers and
 * PostgreSQL together, plus whatever else runs: on a loaded machine it overstates a call's cost.
 */
export function busyMs(): number | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = ticks.map(Number);
  return (user + nice + system + irq + softirq) * 10;
}

/** A tiny run: one step of two connections, one to each process. */
export const STEPS: readonly number[] = TINY ? [2] : [1, 5, 10, 25, 50];
const STEP_SECONDS = TINY ? 1 : 3;

export type Proc = { child: ChildProcess; port: number; output: () => string };

/** Starts `node <args>` and waits for its port in what it prints. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  portPattern: RegExp,
): Promise<Proc> {
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the start and any error matter; a long run's logs would grow without bound.
    if (output.length < 20_000) output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (;;) {
    const port = portPattern.exec(output)?.[1];
    if (port) return { child, port: Number(port), output: () => output };
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopProcess(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * CPU time (user and system, ticks of 10 ms) each given process has used so far, in ms: the servers and
 * their PostgreSQL backends, whatever else the machine runs.
 */
export function processCpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    if (!existsSync(`/proc/${pid}/stat`)) continue;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return used;
}

/** What the processes alive at both ends used in between (a backend closed meanwhile is left out). */
export function cpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of processCpuMs([...before.keys()])) total += ms - (before.get(pid) ?? ms);
  return total;
}

export type Step = {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** The CPU of the servers and their PostgreSQL backends per answered call, ms (NaN off Linux). */
  cpu: number;
  /** The whole machine's busy CPU per answered call, ms: above `cpu` by what else ran meanwhile. */
  machine: number;
  /** Answers by HTTP status, so a step can tell what it measured (creations or refusals). */
  statuses: Record<string, number>;
  /** Calls that got no answer: connection errors and timeouts. */
  unanswered: number;
};

export type Scenario = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Made for each request: another order, a new idempotency key, another client address. */
  body: () => { body: string; headers?: Record<string, string> };
  onResponse?: (status: number, body: string) => void;
  /** The processes whose CPU a call costs: the servers and their database backends (Linux only). */
  pids?: () => Promise<number[]>;
};

/** One step: `connections` keep-alive connections spread over the ports, for a few seconds. */
export async function runStep(ports: number[], connections: number, scenario: Scenario): Promise<Step> {
  const pids = (await scenario.pids?.()) ?? [];
  const oursBefore = processCpuMs(pids);
  const busyBefore = busyMs();
  const result = await autocannon({
    url: ports.map((p) => `http://127.0.0.1:${p}${scenario.path}`),
    connections,
    duration: STEP_SECONDS,
    method: scenario.method,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    requests: [
      {
        setupRequest: (request) => {
          const made = scenario.body();
          return { ...request, body: made.body, headers: { ...request.headers, ...made.headers } };
        },
        ...(scenario.onResponse && { onResponse: scenario.onResponse }),
      },
    ],
  });
  const busyAfter = busyMs();
  const calls = Math.max(result['2xx'], 1);
  return {
    connections,
    cpu: oursBefore.size ? cpuSince(oursBefore) / calls : Number.NaN,
    machine:
      busyBefore === undefined || busyAfter === undefined ? Number.NaN : (busyAfter - busyBefore) / calls,
    // Only answers that did what was asked count as throughput.
    rps: result['2xx'] / (result.duration || STEP_SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    unanswered: result.errors + result.timeouts,
  };
}

export async function rampUp(ports: number[], scenario: Scenario): Promise<Step[]> {
  const steps: Step[] = [];
  for (const connections of STEPS) steps.push(await runStep(ports, connections, scenario));
  return steps;
}

/** The first step where throughput grows by 10% or less, or p99 more than doubles. */
export function knee(steps: Step[]): string {
  for (let i = 1; i < steps.length; i++) {
    const [before, now] = [steps[i - 1], steps[i]];
    if (!before || !now) continue;
    const growth = now.rps / Math.max(before.rps, 1e-9) - 1;
    const p99 = now.p99 / Math.max(before.p99, 1e-9);
    if (growth <= 0.1 || p99 > 2) {
      return `at ${now.connections} connections (throughput ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}%, p99 x${p99.toFixed(1)} over ${before.connections})`;
    }
  }
  return `none up to ${steps.at(-1)?.connections} connections`;
}

/**
 * One table per run: req/s, latency, the CPU a call costs (servers and PostgreSQL: `cpu`; the whole
 * machine: `machine`) and the most req/s that `cpu` allows on this machine's cores (cores × 1000 / cpu).
 * When `machine` is far above `cpu`, other work took the cores and throughput says little.
 */
export function table(title: string, steps: Step[], processes = 2): string {
  const rows = steps.map(
    (s) =>
      `  ${String(s.connections).padStart(11)}  ${s.rps.toFixed(0).padStart(7)}  ${(s.rps / processes).toFixed(0).padStart(9)}  ` +
      `${s.p50.toFixed(0).padStart(7)}  ${s.p99.toFixed(0).padStart(7)}  ${s.cpu.toFixed(1).padStart(7)}  ${s.machine.toFixed(1).padStart(7)}  ` +
      `${((CORES * 1000) / s.cpu).toFixed(0).padStart(6)}  ${String(s.failed).padStart(6)}`,
  );
  return [
    `\n${title}, ${processes} processes`,
    '  connections    req/s  /process  p50 ms  p99 ms  cpu ms  machine   bound  failed',
    ...rows,
    `  knee: ${knee(steps)}; bound: ${CORES} cores × 1000 / cpu ms`,
  ].join('\n');
}

/** Our list's throughput as a share of bare Fastify's, step by step. */
export function compare(ours: Step[], bare: Step[]): string {
  const lines = STEPS.map((c, i) => {
    const [o, b] = [ours[i], bare[i]];
    if (!o || !b) return '';
    const ratio = o.rps / Math.max(b.rps, 1e-9);
    return `  ${String(c).padStart(11)}  ${o.rps.toFixed(0).padStart(9)}  ${b.rps.toFixed(0).padStart(10)}  ${(ratio * 100).toFixed(0).padStart(5)}%`;
  });
  const worst = Math.min(...STEPS.map((_, i) => (ours[i]?.rps ?? 0) / Math.max(bare[i]?.rps ?? 0, 1e-9)));
  return [
    '\nMerchant list against bare Fastify running the same SQL (two processes each, measured in turns)',
    '  connections  roundtrip  bare req/s  ratio',
    ...lines,
    `  lowest ratio ${(worst * 100).toFixed(0)}%: ${worst >= 0.5 ? 'at or above' : 'BELOW'} the 50% target`,
  ].join('\n');
}
