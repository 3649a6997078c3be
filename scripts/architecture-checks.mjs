// The architecture checks `npm test` runs (scripts/test.mjs), each a command whose failure fails it.
// scripts/architecture-checks.test.mjs runs the same commands on small trees to show each rule fires.
export const ARCHITECTURE_CHECKS = [
  {
    // Import rules: core pure, web apart from server, the server's layers pointing down, no test code
    // in production, no cycles.
    name: 'dependency rules',
    tool: 'depcruise',
    args: ['--config', '.dependency-cruiser.cjs', 'packages', 'apps', 'e2e', 'bench', 'scripts'],
  },
  {
    name: 'feature folder cycles',
    tool: 'depcruise',
    args: ['--config', '.dependency-cruiser-folders.cjs', 'apps'],
  },
  {
    // No unused file, export, type or dependency (knip.jsonc).
    name: 'unused code',
    tool: 'knip',
    args: ['--no-progress'],
  },
];
