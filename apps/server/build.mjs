import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));

// npm packages load from node_modules at run time, but for two kinds, inlined: our workspace packages, which
// ship as TypeScript, and drizzle-orm, whose package.json (179 KB, mostly its exports map) Node's loader parses
// again for each of its modules a start loads (about 0.6 s of a start's 3.5-4 s of CPU). A package's JSON data
// is inlined too: Node would want an import attribute esbuild does not keep.
const INLINED = /^(@roundtrip\/|drizzle-orm(\/|$))/;
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      INLINED.test(args.path) || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

// The entry `node dist/main.js` runs: Node's compile cache (Node 22.1 and later) is turned on before the
// bundle's imports load, so a start reuses the code V8 compiled for them the time before (about 0.6 s of a
// start's 3.6 s of CPU). Where the cache cannot be written, Node starts without it.
const ENTRY = `import module from 'node:module';
module.enableCompileCache?.();
await import('./server.js');
`;

/**
 * Bundles the server into `outdir` (main.js, the bundle server.js and the migrations); its externals resolve
 * from the node_modules above that folder. The tests that start the built server bundle it here too.
 * @param {string} outdir
 * @param {{ sourcemap?: boolean }} [options]
 */
export async function bundleServer(outdir, { sourcemap = true } = {}) {
  await build({
    entryPoints: [join(serverRoot, 'src/main.ts')],
    outfile: join(outdir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  });
  writeFileSync(join(outdir, 'main.js'), ENTRY);
  cpSync(join(serverRoot, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(serverRoot, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await bundleServer(dist);
}
