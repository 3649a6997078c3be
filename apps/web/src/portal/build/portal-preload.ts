import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

// Portal routes (docs/portal-ux.md) and the page module each one lazy-loads; the search page's `/:url` is any
// single segment except the merchant's.
const ROUTES: readonly [string, string][] = [
  ['^/orderlist/[^/]+$', 'src/portal/order-list/order-list-page.tsx'],
  ['^/[^/]+/return/[^/]+/[^/]+/[^/]+$', 'src/portal/return/return-page.tsx'],
  ['^/[^/]+/exchange/[^/]+/[^/]+/[^/]+$', 'src/portal/exchange/exchange-page.tsx'],
  ['^/details/[^/]+/[^/]+/[^/]+$', 'src/portal/details/details-page.tsx'],
  ['^/[^/]+/open/[^/]+$', 'src/portal/request-link/request-link-page.tsx'],
  ['^/(?!admin$|user$)[^/]+$', 'src/portal/search/search-page.tsx'],
];

/** The page's chunk, the chunks and CSS it imports, minus what index.html already loads. */
function chunksOf(bundle: OutputBundle, source: string, skip: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const page = chunks.find((c) => c.facadeModuleId?.endsWith(source));
  const out: string[] = [];
  const visit = (file: string) => {
    if (skip.has(file) || out.includes(file)) return;
    out.push(file);
    const chunk = bundle[file] as (OutputChunk & { viteMetadata?: { importedCss: Set<string> } }) | undefined;
    for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!out.includes(css)) out.push(css);
    for (const dep of chunk?.imports ?? []) visit(dep);
  };
  if (page) visit(page.fileName);
  return out;
}

/**
 * A shopper on a slow network would otherwise wait for three round trips in a row: the app shell,
 * then the page's chunks, then the order data. A few hundred bytes of inline script in index.html
 * start the page's chunks and the session read at once, beside the shell (the page picks up the
 * answer in lib/endpoints.ts), unless the server sent the session inside the page (#rt-session).
 * Merchant pages are unaffected.
 */
export function portalPreload(): Plugin {
  return {
    name: 'roundtrip-portal-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return [];
        const skip = new Set([entry.fileName, ...entry.imports]);
        const table = ROUTES.map(([re, src]) => [re, chunksOf(bundle, src, skip)]);
        const code = `(function(){var p=location.pathname,R=${JSON.stringify(table)};for(var i=0;i<R.length;i++){if(new RegExp(R[i][0]).test(p)){R[i][1].forEach(function(f){var l=document.createElement('link'),c=/\\.css$/.test(f);l.rel=c?'stylesheet':'modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});break}}var m=/^\\/(?:orderlist|[^/]+\\/(?:return|exchange)\\/[^/]+\\/[^/]+)\\/([A-Za-z0-9_-]{43})$/.exec(p);if(m&&!document.getElementById('rt-session'))window.__rtSession={id:m[1],res:fetch('/api/customer/v1/session-data/'+m[1],{method:'POST',headers:{'content-type':'application/json',accept:'application/json'},body:'{}'})}})()`;
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Writes `.gz` and `.br` beside every built script, stylesheet and page, so a server that serves
 * precompressed files (`@fastify/static` with `preCompressed: true`) sends about a third of the
 * bytes without compressing on each request: on Slow 4G that is the difference between an order
 * list painted in ~3.1 s and ~2.1 s (bench/portal-lcp.mjs).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'roundtrip-precompress',
    // The server-render build (dist-ssr) is read from disk by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    async writeBundle(_options, bundle) {
      const { readFile, writeFile } = await import('node:fs/promises');
      const { brotliCompressSync, constants, gzipSync } = await import('node:zlib');
      const files = [...Object.keys(bundle), 'index.html'].filter((f) => /\.(js|css|html)$/.test(f));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const body = await readFile(`${outDir}/${file}`);
          await writeFile(`${outDir}/${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(
            `${outDir}/${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}
