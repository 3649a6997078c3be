// Runs a command as it is and reports, on fd 3, the CPU seconds (user + system) it and every process it
// waited for used: the measure of a stage that still means something on a shared machine, where wall time
// depends on the neighbours. Linux only (/proc); elsewhere it reports nothing.
// Run: node scripts/cpu-meter.mjs <command> [args...]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
try {
  // Fields 16 and 17 of /proc/self/stat (cutime, cstime): waited-for children, in USER_HZ (100) ticks.
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  writeSync(3, `${ticks / 100}\n`);
} catch {
  // Not Linux, or no fd 3: the stage is reported without its CPU time.
}
process.exit(result.status ?? 1);
