import type { BrowserContext } from 'playwright-core';

/** Where the Shopify admin and App Bridge live; in these tests both are answered by the browser itself. */
const APP_BRIDGE_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';
const ADMIN_ORIGIN = 'https://admin.shopify.com';
const APP_HANDLE = 'roundtrip';

type App = { apiKey: string; apiSecret: string };

/**
 * A stand-in for App Bridge's script, as the app sees it: `shopify.idToken()` signs a real session token
 * with the app's secret (HS256, the claims Shopify's admin puts in one), `shopify.saveBar` and the
 * `s-app-nav`, `ui-title-bar` and `ui-save-bar` elements are reported to the admin page around the frame,
 * and the admin's clicks come back as App Bridge delivers them: a `shopify:navigate` event on the nav
 * link, a click on the title bar's or save bar's button. Every call is kept in `__appBridgeCalls`.
 */
function standInScript(app: App): string {
  const body = ({ apiKey, apiSecret }: App) => {
    const params = new URLSearchParams(location.search);
    const shop = params.get('shop') ?? '';
    const calls = { idToken: 0, navigate: [] as string[], saveBar: [] as string[][], primary: 0 };
    const post = (message: object) => parent.postMessage({ source: 'app-bridge-stand-in', ...message }, '*');
    const encoder = new TextEncoder();
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const part = (value: object) => base64url(encoder.encode(JSON.stringify(value)));
    async function idToken() {
      calls.idToken++;
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
        iss: `https://${shop}/admin`,
        dest: `https://${shop}`,
        aud: apiKey,
        sub: '1',
        exp: now + 60,
        nbf: now,
        iat: now,
        jti: crypto.randomUUID(),
        sid: 'stand-in',
      })}`;
      const key = await crypto.subtle.importKey(
        'raw',
        encoder.encode(apiSecret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(unsigned)));
      return `${unsigned}.${base64url(signature)}`;
    }
    const saveBarCall = (verb: string) => async (id: string) => {
      calls.saveBar.push([verb, id]);
      post({ type: 'saveBar', id, showing: verb === 'show' });
    };
    Object.assign(window, {
      shopify: {
        config: { apiKey, shop, host: params.get('host') },
        ready: Promise.resolve(),
        idToken,
        saveBar: { show: saveBarCall('show'), hide: saveBarCall('hide') },
      },
      __appBridgeCalls: calls,
    });
    // What the admin shows of the app: its menu, its title bar, and the path it keeps in its own address.
    const embedParams = ['embedded', 'host', 'shop', 'id_token', 'hmac', 'locale', 'session', 'timestamp'];
    const report = () => {
      const search = new URLSearchParams(location.search);
      for (const name of embedParams) search.delete(name);
      const bar = document.querySelector('ui-title-bar');
      post({
        type: 'state',
        nav: Array.from(document.querySelectorAll('s-app-nav a')).map((a) => ({
          href: a.getAttribute('href'),
          label: a.textContent,
          home: a.getAttribute('rel') === 'home',
        })),
        title: bar?.getAttribute('title') ?? document.title,
        primary: bar?.querySelector('button[variant="primary"]')?.textContent ?? null,
        path: `${location.pathname}${search.size ? `?${search}` : ''}`,
      });
    };
    let queued = false;
    const soon = () => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        report();
      }, 20);
    };
    new MutationObserver(soon).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        soon();
      };
    }
    addEventListener('popstate', soon);
    addEventListener('message', (event) => {
      const data = event.data as { source?: string; type?: string; href?: string; id?: string };
      if (event.source !== parent || data.source !== 'fake-admin') return;
      if (data.type === 'navigate' && data.href) {
        calls.navigate.push(data.href);
        const link = Array.from(document.querySelectorAll('s-app-nav a')).find(
          (a) => a.getAttribute('href') === data.href,
        );
        link?.dispatchEvent(new CustomEvent('shopify:navigate', { bubbles: true }));
      }
      if (data.type === 'primary') {
        calls.primary++;
        document.querySelector<HTMLElement>('ui-title-bar button[variant="primary"]')?.click();
      }
      if ((data.type === 'save' || data.type === 'discard') && data.id) {
        calls.saveBar.push([data.type, data.id]);
        const button = document
          .getElementById(data.id)
          ?.querySelector<HTMLButtonElement>(
            data.type === 'save' ? 'button[variant="primary"]' : 'button:not([variant])',
          );
        button?.click();
      }
    });
  };
  return `(${body.toString()})(${JSON.stringify({ apiKey: app.apiKey, apiSecret: app.apiSecret })});`;
}

/**
 * The Shopify admin around the app, as much as the app meets of it: the app menu, the title bar, the
 * save bar, and the frame loaded at the app URL plus the path in the admin's address, with `embedded`,
 * `shop`, `host` and a fresh session token, as on every load (a reload included).
 */
function adminPage(frameSrc: string): string {
  const script = () => {
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const prefix = location.pathname.replace(/(\/apps\/[^/]+).*$/, '$1');
    const toApp = (message: object) =>
      frame.contentWindow?.postMessage({ source: 'fake-admin', ...message }, '*');
    const menu = document.getElementById('menu') as HTMLElement;
    const title = document.getElementById('title') as HTMLElement;
    const primary = document.getElementById('primary') as HTMLButtonElement;
    const bar = document.getElementById('save-bar') as HTMLElement;
    let saveBarId = '';
    let shownMenu = '';
    primary.onclick = () => toApp({ type: 'primary' });
    (document.getElementById('save') as HTMLButtonElement).onclick = () =>
      toApp({ type: 'save', id: saveBarId });
    (document.getElementById('discard') as HTMLButtonElement).onclick = () =>
      toApp({ type: 'discard', id: saveBarId });
    addEventListener('message', (event) => {
      const data = event.data;
      if (event.source !== frame.contentWindow || data?.source !== 'app-bridge-stand-in') return;
      if (data.type === 'saveBar') {
        if (data.showing) saveBarId = data.id;
        if (data.showing || data.id === saveBarId) bar.hidden = !data.showing;
      }
      if (data.type !== 'state') return;
      history.replaceState(null, '', `${prefix}${data.path}`);
      title.textContent = data.title;
      primary.hidden = !data.primary;
      primary.textContent = data.primary ?? '';
      // The menu is drawn again only when it changes, as the admin does: a click never meets a new link.
      const items = JSON.stringify(data.nav);
      if (items === shownMenu) return;
      shownMenu = items;
      menu.replaceChildren(
        ...data.nav
          .filter((item: { home: boolean }) => !item.home)
          .map((item: { href: string; label: string }) => {
            const link = document.createElement('a');
            link.href = `${prefix}${item.href}`;
            link.textContent = item.label;
            link.onclick = (click) => {
              click.preventDefault();
              toApp({ type: 'navigate', href: item.href });
            };
            return link;
          }),
      );
    });
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Shopify admin</title></head>
<body>
<nav aria-label="App menu" id="menu"></nav>
<header><h1 id="title"></h1><button id="primary" hidden></button></header>
<div id="save-bar" role="region" aria-label="Unsaved changes" hidden><button id="discard">Discard</button><button id="save">Save</button></div>
<iframe title="Roundtrip" src="${frameSrc}" style="width:1200px;height:700px"></iframe>
<script>(${script.toString()})();</script>
</body></html>`;
}

/** The admin's address of an app page. */
export function adminUrl(shop: string, appPath: string): string {
  return `${ADMIN_ORIGIN}/store/${shop.split('.')[0]}/apps/${APP_HANDLE}${appPath}`;
}

/**
 * Answers the Shopify admin and App Bridge's CDN inside the browser, and refuses (and records) any other
 * outside host: nothing in the test reaches the internet.
 */
export async function standInShopify(
  context: BrowserContext,
  options: App & { appUrl: string; shop: string; sessionToken: () => Promise<string> },
): Promise<{ outside: string[] }> {
  const outside: string[] = [];
  // The admin page (a public origin) frames the app on this machine: Chromium asks the merchant first.
  await context.grantPermissions(['local-network-access'], { origin: ADMIN_ORIGIN });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === options.appUrl) return route.continue();
    if (url.href === APP_BRIDGE_URL)
      return route.fulfill({ contentType: 'text/javascript', body: standInScript(options) });
    if (url.origin === ADMIN_ORIGIN) {
      const appPath = url.pathname.replace(/^\/store\/[^/]+\/apps\/[^/]+/, '') || '/';
      const src = new URL(`${options.appUrl}${appPath}${url.search}`);
      src.searchParams.set('embedded', '1');
      src.searchParams.set('shop', options.shop);
      src.searchParams.set(
        'host',
        Buffer.from(`admin.shopify.com/store/${options.shop.split('.')[0]}`).toString('base64url'),
      );
      src.searchParams.set('id_token', await options.sessionToken());
      return route.fulfill({ contentType: 'text/html', body: adminPage(src.toString()) });
    }
    outside.push(url.href);
    return route.abort();
  });
  return { outside };
}
