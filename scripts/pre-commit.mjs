// The pre-commit hook's checks (.githooks/pre-commit): Biome on the staged files, then the dependency rules of
// scripts/architecture-checks.mjs. `npm test` runs these and everything else.
import { spawnSync } from 'node:child_process';
import { ARCHITECTURE_CHECKS } from './architecture-checks.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (args) => spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status === 0;

const checks = [
  ['biome', 'check', '--staged', '--no-errors-on-unmatched'],
  ...ARCHITECTURE_CHECKS.filter((c) => c.tool === 'depcruise').map((c) => [c.tool, ...c.args]),
];
for (const args of checks) {
  if (!run(args)) {
    process.stderr.write(
      `\npre-commit: \`npx ${args.join(' ')}\` failed (fix it, or commit with --no-verify)\n`,
    );
    process.exit(1);
  }
}
