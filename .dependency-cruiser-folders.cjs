// Feature folders of the server depend on each other without cycles. Checked on production code
// only: a test beside a feature may use any test kit, and kits use every feature.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment:
        'A feature folder (apps/server/src/features/<a>) may use another, never in a cycle: a uses b ' +
        'and b uses a, directly or through other folders. Move what both need to core or a shared module.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/features/([^/]+)' },
      to: { pathNot: '^apps/server/src/features/$1(/|$)', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: {
      path: ['(^|/)(dist|coverage|node_modules)/', '\\.test\\.tsx?$', '^(apps|packages)/[^/]+/src/test/'],
    },
  },
};
