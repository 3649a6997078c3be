import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import type { FakeRoute } from './shopify-fake';

// Shopify's OAuth endpoints as its docs describe them ("Authorization code grant", "Token exchange",
// "Client credentials grant", expiring offline tokens), mounted on the fake Admin API server. Written
// from the documented shapes, independently of Roundtrip's client code, so the client is tested
// against the protocol and not against itself.

type Grant = { shop: string; scope: string; expiring: boolean };
type RefreshToken = { shop: string; scope: string; replacement: string | null; retired: boolean };
type CustomApp = { shop: string; clientId: string; clientSecret: string; scope: string };

export type FakeOAuthOptions = {
  apiKey: string;
  apiSecret: string;
  /** Called with every access token issued: the fake Admin API then answers to it (and not the old one). */
  onToken: (shop: string, accessToken: string) => void;
  /** Shopify's clock, for the session tokens' exp and nbf (tests move theirs by hand). */
  now?: () => Date;
  /** The scopes of the app's deployed configuration: what a managed install (token exchange) grants. */
  appScopes: string;
};

const random = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export class FakeOAuth {
  /** The shop the merchant is signed in to when the authorize page opens (the fake has one origin). */
  merchantShop = '';
  /** The scopes the merchant approves; null: exactly those asked. */
  grantedScopes: string | null = null;
  /** The next refresh is applied, then its answer is lost on the wire. */
  loseNextRefreshAnswers = 0;
  readonly refreshes: string[] = [];
  readonly tokenExchanges: string[] = [];
  /** Every access and refresh token handed out: what the log test looks for. */
  readonly issued: string[] = [];
  private readonly codes = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, RefreshToken>();
  private readonly apps: CustomApp[] = [];

  constructor(private readonly options: FakeOAuthOptions) {}

  /** Forgets what earlier tests did (the fake lives for a whole test file, or longer). */
  reset(): void {
    this.grantedScopes = null;
    this.loseNextRefreshAnswers = 0;
    this.refreshes.length = 0;
    this.tokenExchanges.length = 0;
  }

  /** A Dev Dashboard app installed on a shop of the same organisation (client credentials). */
  addCustomApp(app: CustomApp): void {
    this.apps.push(app);
  }

  /** Shopify's HMAC of a redirect query: its parameters but hmac, sorted, as a query string. */
  sign(params: Record<string, string>): string {
    const message = Object.keys(params)
      .filter((k) => k !== 'hmac')
      .sort()
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k] ?? '')}`)
      .join('&');
    return createHmac('sha256', this.options.apiSecret).update(message).digest('hex');
  }

  readonly route: FakeRoute = async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/admin/oauth/authorize') {
      this.authorize(url, res);
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/admin/oauth/access_token') {
      await this.accessToken(req, res, body);
      return true;
    }
    return false;
  };

  /** The merchant approves at once and is sent back with code, hmac, host, shop, state and timestamp. */
  private authorize(url: URL, res: ServerResponse): void {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== this.options.apiKey || !redirect || !this.merchantShop) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Oauth error invalid_request');
      return;
    }
    const code = random('code_');
    this.codes.set(code, {
      shop: this.merchantShop,
      scope: this.grantedScopes ?? url.searchParams.get('scope') ?? '',
      expiring: false,
    });
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${this.merchantShop.split('.')[0]}`).toString('base64url'),
      shop: this.merchantShop,
      state: url.searchParams.get('state') ?? '',
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const back = new URL(redirect);
    for (const [k, v] of Object.entries({ ...params, hmac: this.sign(params) })) back.searchParams.set(k, v);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private async accessToken(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const form = new URLSearchParams(
      String(req.headers['content-type']).includes('json')
        ? (JSON.parse(body) as Record<string, string>)
        : body,
    );
    const p = (name: string) => form.get(name) ?? '';
    const refuse = (status: number, error: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
    const grantType = p('grant_type');

    if (grantType === 'client_credentials') {
      const app = this.apps.find(
        (a) => a.clientId === p('client_id') && a.clientSecret === p('client_secret'),
      );
      if (!app) return void refuse(401, 'invalid_client');
      return this.issue(res, { shop: app.shop, scope: app.scope, expiring: false }, 86_399);
    }
    if (p('client_id') !== this.options.apiKey || p('client_secret') !== this.options.apiSecret) {
      return void refuse(401, 'invalid_client');
    }
    if (grantType === 'refresh_token') {
      const old = this.refreshTokens.get(p('refresh_token'));
      if (!old || old.retired) return void refuse(400, 'invalid_grant');
      this.refreshes.push(p('refresh_token'));
      // Using a replacement retires the token it replaced; the replaced one stays valid until then.
      for (const t of this.refreshTokens.values()) if (t.replacement === p('refresh_token')) t.retired = true;
      const lose = this.loseNextRefreshAnswers > 0;
      if (lose) this.loseNextRefreshAnswers--;
      return this.issue(
        res,
        { shop: old.shop, scope: old.scope, expiring: true },
        3600,
        p('refresh_token'),
        lose,
      );
    }
    if (grantType === 'urn:ietf:params:oauth:grant-type:token-exchange') {
      try {
        const { payload } = await jwtVerify(
          p('subject_token'),
          new TextEncoder().encode(this.options.apiSecret),
          {
            audience: this.options.apiKey,
            currentDate: this.options.now?.() ?? new Date(),
          },
        );
        const shop = String(payload.dest).replace('https://', '');
        this.tokenExchanges.push(shop);
        const scope = this.grantedScopes ?? this.options.appScopes;
        return this.issue(res, { shop, scope, expiring: p('expiring') === '1' }, 3600);
      } catch {
        return void refuse(400, 'invalid_subject_token');
      }
    }
    const grant = this.codes.get(p('code'));
    if (!grantType && grant) {
      this.codes.delete(p('code'));
      return this.issue(res, { ...grant, expiring: p('expiring') === '1' }, 3600);
    }
    refuse(400, 'invalid_request');
  }

  private issue(
    res: ServerResponse,
    grant: Grant,
    expiresIn: number,
    replacing?: string,
    lose = false,
  ): void {
    const accessToken = random('shpat_');
    this.issued.push(accessToken);
    this.options.onToken(grant.shop, accessToken);
    const answer: Record<string, string | number> = { access_token: accessToken, scope: grant.scope };
    if (grant.expiring || expiresIn === 86_399) answer.expires_in = expiresIn;
    if (grant.expiring) {
      const refreshToken = random('shprt_');
      this.issued.push(refreshToken);
      this.refreshTokens.set(refreshToken, {
        shop: grant.shop,
        scope: grant.scope,
        replacement: null,
        retired: false,
      });
      const old = replacing ? this.refreshTokens.get(replacing) : undefined;
      if (old) old.replacement = refreshToken;
      answer.refresh_token = refreshToken;
      answer.refresh_token_expires_in = 7_776_000;
    }
    if (lose) {
      res.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }
}
