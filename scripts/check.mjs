// The static checks alone, two at a time: what `npm test` checks before its tests, in a minute or two.
// Run: npm run check
import { runTogether, STATIC_CHECKS } from './static-checks.mjs';

const stages = await runTogether(STATIC_CHECKS);
process.stdout.write('\n=== Summary\n');
for (const s of stages)
  process.stdout.write(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)\n`);
process.exit(stages.every((s) => s.ok) ? 0 : 1);
