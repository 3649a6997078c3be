// The architecture as import rules; `npm test` runs `depcruise packages apps e2e bench scripts`
// with this file and with .dependency-cruiser-folders.cjs (feature folders without cycles), and
// fails on any violation. docs/ARCHITECTURE.md describes the layers these rules keep apart.
//
// Test code: `*.test.ts(x)` files and the test kits under each app's or package's `src/test/`.
// Everything else under an app's or a package's `src/` is production code.
const TEST_FILE = '\\.test\\.tsx?$';
const TEST_KIT = '^(apps|packages)/[^/]+/src/test/';
const CORE = '^packages/core/src/';
const SERVER = '^apps/server/src/';
/** What starts the server or fills a database: above every layer. */
const ENTRY = [`${SERVER}(app|main)\\.ts$`, `${SERVER}seed/`];
/** Packages that reach a database, the network, the disk or the screen. */
const IO_PACKAGES = [
  'pg',
  'pg-boss',
  'drizzle-orm',
  'drizzle-kit',
  '@electric-sql/[^/]+',
  'fastify',
  'fastify-[^/]+',
  '@fastify/[^/]+',
  'light-my-request',
  'sharp',
  'file-type',
  'jose',
  '@node-rs/[^/]+',
  'nodemailer',
  '@aws-sdk/[^/]+',
  'undici',
  'playwright-core',
  'react',
  'react-dom',
  'react-router-dom',
  '@shopify/[^/]+',
  '@tanstack/[^/]+',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-app',
      comment: 'packages/core is shared by the server and the web app; it depends on neither.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
    {
      name: 'core-does-no-io',
      comment:
        'packages/core is pure rules: no node builtin (fs, net, child_process, crypto...). Time and ' +
        'randomness come in as arguments (scripts/check-core-purity.mjs). Its tests may read files.',
      severity: 'error',
      from: { path: CORE, pathNot: [TEST_FILE, TEST_KIT] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-uses-no-io-package',
      comment: 'No database, HTTP, storage, mail or UI package in packages/core: those belong to the apps.',
      severity: 'error',
      from: { path: CORE, pathNot: [TEST_FILE, TEST_KIT] },
      to: { path: `(^|/)node_modules/(${IO_PACKAGES.join('|')})/` },
    },
    {
      name: 'core-declares-its-packages',
      comment:
        'Every package core code imports is in packages/core/package.json "dependencies", where adding ' +
        'one is a visible decision; a package hoisted from an app or a devDependency does not count.',
      severity: 'error',
      from: { path: CORE, pathNot: [TEST_FILE, TEST_KIT] },
      to: { dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown', 'npm-optional', 'npm-peer'] },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The web app talks to the server over HTTP; what both need lives in packages/core.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment:
        "The web app's shared parts (components/, lib/) serve every feature, so they import none: what two " +
        'features need moves down here instead of being imported from one of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: [TEST_FILE, TEST_KIT] },
      to: { path: '^apps/web/src/(admin|portal|login)/' },
    },
    {
      name: 'production-imports-no-test-code',
      comment: 'Tests and test kits are for tests: production code imports neither (nor the test runner).',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: [TEST_FILE, TEST_KIT] },
      to: { path: [TEST_FILE, TEST_KIT, '^e2e/', '(^|/)node_modules/(vitest|@vitest|@testing-library)/'] },
    },
    // The server's layers, top to bottom (docs/ARCHITECTURE.md): the entry points (app.ts, main.ts,
    // seed/); features/ and http/; jobs/ (the outbox's handlers); notifications/, request-events/,
    // shopify-flow/; providers/ (outside clients); store/ and platform/; outbox/; db/. A layer
    // imports only the layers below it; the shared root files (config.ts, deps.ts, errors.ts, ...)
    // import no layer above them. Production code only: a test may use any layer.
    {
      name: 'server-nothing-imports-an-entry-point',
      comment:
        'app.ts, main.ts and seed/ start the server or fill a database: nothing below them imports them.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [TEST_FILE, TEST_KIT, `${SERVER}(app|main)\\.ts$`, `${SERVER}seed/`],
      },
      to: { path: `${SERVER}((app|main)\\.ts$|seed/)` },
    },
    {
      name: 'server-features-are-the-top-layer',
      comment:
        'Routes and their verbs (features/, http/) use the layers below; no lower layer imports a feature.',
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST_FILE, TEST_KIT, `${SERVER}(features|http)/`, ...ENTRY] },
      to: { path: `${SERVER}(features|http)/` },
    },
    {
      name: 'server-jobs-below-features',
      comment:
        "jobs/ runs the outbox's side effects for the features above it; nothing below it imports a job.",
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST_FILE, TEST_KIT, `${SERVER}(features|http|jobs)/`, ...ENTRY] },
      to: { path: `${SERVER}jobs/` },
    },
    {
      name: 'server-messages-below-jobs',
      comment:
        'notifications/, request-events/ and shopify-flow/ queue messages in the outbox; outside ' +
        'clients, the store and the outbox below them never import them.',
      severity: 'error',
      from: { path: `${SERVER}(providers|store|platform|outbox|db)/`, pathNot: [TEST_FILE, TEST_KIT] },
      to: { path: `${SERVER}(notifications|request-events|shopify-flow)/` },
    },
    {
      name: 'server-providers-below-messages',
      comment:
        'Outside clients (providers/) serve the layers above; the store, platform and outbox never import them.',
      severity: 'error',
      from: { path: `${SERVER}(store|platform|outbox|db)/`, pathNot: [TEST_FILE, TEST_KIT] },
      to: { path: `${SERVER}providers/` },
    },
    {
      name: 'server-outbox-below-its-users',
      comment:
        'The outbox queue (outbox/) sits on the database only: the handlers, notifications and webhooks ' +
        'that use it are above it, so it imports none of them.',
      severity: 'error',
      from: { path: `${SERVER}outbox/`, pathNot: [TEST_FILE, TEST_KIT] },
      to: { path: SERVER, pathNot: `${SERVER}(outbox|db)/` },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports: cycles make load order and refactors fragile.',
      severity: 'error',
      from: {},
      // Type-only imports vanish at build time, so they cannot make a load-order cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages appear as the end of an import (so the rules above see them), never cruised inside.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    // Type-only imports count: a cycle of types is still two modules that cannot be understood apart.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
