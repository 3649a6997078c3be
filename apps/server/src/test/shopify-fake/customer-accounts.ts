import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fromMinor } from '@roundtrip/core/money';
import { execute, type GraphQLError, parse, validate } from 'graphql';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { SHOPIFY_API_VERSION } from '../../platform/shopify/access';
import { officialSchema } from '../../platform/shopify/official-schema';
import type { FakeShop } from './fake-state';
import type { FakeRoute } from './shopify-fake';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

// Shopify's customer accounts as its docs describe them (Customer Account API, "Authentication" and
// "Discovery endpoints"), mounted on the fake Admin API server: the discovery documents on the shop's
// domain, the authorize page (the test's customer approves at once), the token endpoint (authorization
// code with its PKCE verifier, refresh token; access tokens expire), the JWKS and a signed id token,
// the end-session endpoint and the GraphQL API, whose every call is validated and executed on
// Shopify's official customer schema. Written from the documented shapes, not from our client.

const customerSchema = officialSchema('customer');
const ACCESS_TOKEN_SECONDS = 3600;

type Code = { shop: string; customerId: number; challenge: string; nonce: string; redirectUri: string };
type Grant = { shop: string; customerId: number; expiresAt: number };

const random = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export type FakeCustomerAccountsOptions = {
  clientId: string;
  clientSecret: string;
  /** The fake Admin API's shop: its customers and orders are what the customer sees. */
  shop: (domain: string) => FakeShop;
  /** Shopify's clock, for token expiry (tests move theirs by hand). */
  now: () => Date;
};

export class FakeCustomerAccounts {
  /** The shop whose storefront domain the fake answers discovery for (it has one origin). */
  storefrontShop = '';
  /** The customer who signs in on the authorize page. */
  customerId = 0;
  /** Shops still on classic customer accounts: no discovery documents. */
  readonly classic = new Set<string>();
  /** The next id token is signed with another key, or carries another nonce. */
  nextIdToken: 'tampered' | 'wrong-nonce' | null = null;
  readonly refreshes: string[] = [];
  readonly logouts: { idTokenHint: string; postLogoutRedirectUri: string }[] = [];
  private readonly ids = new Map<string, number>();
  private readonly codes = new Map<string, Code>();
  private readonly accessTokens = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Omit<Grant, 'expiresAt'>>();

  private constructor(
    private readonly options: FakeCustomerAccountsOptions,
    private readonly keys: { privateKey: SigningKey; jwk: JWK; other: SigningKey },
  ) {}

  static async create(options: FakeCustomerAccountsOptions): Promise<FakeCustomerAccounts> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
    return new FakeCustomerAccounts(options, { privateKey, jwk, other: other.privateKey });
  }

  /** Forgets what earlier tests did (the fake lives for a whole test file). */
  reset(): void {
    this.nextIdToken = null;
    this.refreshes.length = 0;
    this.logouts.length = 0;
  }

  /** Shopify's numeric shop id, in every customer account URL. */
  private shopId(domain: string): number {
    if (!this.ids.has(domain)) this.ids.set(domain, 70_000_000 + this.ids.size);
    return this.ids.get(domain) ?? 0;
  }

  private domainOf(shopId: string): string | undefined {
    return [...this.ids].find(([, id]) => String(id) === shopId)?.[0];
  }

  readonly route: FakeRoute = async (req, res, body) => {
    const origin = `http://${req.headers.host}`;
    const url = new URL(req.url ?? '/', origin);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      return true;
    };
    if (url.pathname.startsWith('/.well-known/')) {
      const shop = this.storefrontShop;
      if (!shop || this.classic.has(shop)) return json(404, { errors: 'Not Found' });
      const base = `${origin}/authentication/${this.shopId(shop)}`;
      if (url.pathname === '/.well-known/openid-configuration')
        return json(200, {
          issuer: base,
          authorization_endpoint: `${base}/oauth/authorize`,
          token_endpoint: `${base}/oauth/token`,
          jwks_uri: `${base}/.well-known/jwks.json`,
          end_session_endpoint: `${base}/logout`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      if (url.pathname === '/.well-known/customer-account-api')
        return json(200, {
          graphql_api: `${origin}/${this.shopId(shop)}/account/customer/api/${SHOPIFY_API_VERSION}/graphql`,
          mcp_api: `${origin}/${this.shopId(shop)}/account/customer/api/mcp`,
        });
      return false;
    }
    const auth = /^\/authentication\/(\d+)\/(.+)$/.exec(url.pathname);
    const shop = auth?.[1] ? this.domainOf(auth[1]) : undefined;
    if (auth && shop) {
      const issuer = `${origin}/authentication/${auth[1]}`;
      if (req.method === 'GET' && auth[2] === 'oauth/authorize') return this.authorize(shop, url, res);
      if (req.method === 'POST' && auth[2] === 'oauth/token') return this.token(shop, issuer, req, res, body);
      if (auth[2] === '.well-known/jwks.json') return json(200, { keys: [this.keys.jwk] });
      if (auth[2] === 'logout') {
        const back = url.searchParams.get('post_logout_redirect_uri') ?? '';
        this.logouts.push({
          idTokenHint: url.searchParams.get('id_token_hint') ?? '',
          postLogoutRedirectUri: back,
        });
        res.writeHead(302, { location: back }).end();
        return true;
      }
    }
    const api = /^\/(\d+)\/account\/customer\/api\/([^/]+)\/graphql$/.exec(url.pathname);
    const apiShop = api?.[1] ? this.domainOf(api[1]) : undefined;
    if (req.method === 'POST' && api && apiShop) return this.graphql(apiShop, req, res, body);
    return false;
  };

  private authorize(shop: string, url: URL, res: ServerResponse): boolean {
    const p = (name: string) => url.searchParams.get(name) ?? '';
    const scopes = p('scope').split(' ');
    const refused =
      p('client_id') !== this.options.clientId ||
      p('response_type') !== 'code' ||
      !p('redirect_uri') ||
      !scopes.includes('openid') ||
      !scopes.includes('customer-account-api:full') ||
      !p('state') ||
      !p('nonce') ||
      p('code_challenge_method') !== 'S256' ||
      !p('code_challenge') ||
      !this.customerId;
    if (refused) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
      return true;
    }
    const code = random('code_');
    this.codes.set(code, {
      shop,
      customerId: this.customerId,
      challenge: p('code_challenge'),
      nonce: p('nonce'),
      redirectUri: p('redirect_uri'),
    });
    const back = new URL(p('redirect_uri'));
    back.searchParams.set('code', code);
    back.searchParams.set('state', p('state'));
    res.writeHead(302, { location: back.toString() }).end();
    return true;
  }

  private async token(
    shop: string,
    issuer: string,
    req: IncomingMessage,
    res: ServerResponse,
    body: string,
  ): Promise<boolean> {
    const form = new URLSearchParams(body);
    const refuse = (status: number, error: string) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
      return true;
    };
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${basic}`) return refuse(401, 'invalid_client');
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.shop !== shop) return refuse(400, 'invalid_grant');
      this.codes.delete(form.get('code') ?? '');
      if (form.get('redirect_uri') !== code.redirectUri) return refuse(400, 'invalid_grant');
      if (s256(form.get('code_verifier') ?? '') !== code.challenge) return refuse(400, 'invalid_grant');
      return this.issue(res, shop, code.customerId, await this.idToken(issuer, code));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const old = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!old || old.shop !== shop) return refuse(400, 'invalid_grant');
      this.refreshTokens.delete(form.get('refresh_token') ?? '');
      this.refreshes.push(form.get('refresh_token') ?? '');
      return this.issue(res, shop, old.customerId, null);
    }
    return refuse(400, 'unsupported_grant_type');
  }

  private async idToken(issuer: string, code: Code): Promise<string> {
    const now = Math.floor(this.options.now().getTime() / 1000);
    const tamper = this.nextIdToken;
    this.nextIdToken = null;
    return new SignJWT({
      nonce: tamper === 'wrong-nonce' ? 'another-nonce' : code.nonce,
      sid: random('sid_'),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuer(issuer)
      .setAudience(this.options.clientId)
      .setSubject(`gid://shopify/Customer/${code.customerId}`)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(tamper === 'tampered' ? this.keys.other : this.keys.privateKey);
  }

  private issue(res: ServerResponse, shop: string, customerId: number, idToken: string | null): boolean {
    const accessToken = random('shcat_');
    const refreshToken = random('shcrt_');
    const expiresAt = this.options.now().getTime() + ACCESS_TOKEN_SECONDS * 1000;
    this.accessTokens.set(accessToken, { shop, customerId, expiresAt });
    this.refreshTokens.set(refreshToken, { shop, customerId });
    const answer = {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      ...(idToken && { id_token: idToken }),
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    return true;
  }

  private async graphql(shop: string, req: IncomingMessage, res: ServerResponse, body: string) {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      return true;
    };
    const grant = this.accessTokens.get(String(req.headers.authorization ?? ''));
    if (!grant || grant.shop !== shop || grant.expiresAt <= this.options.now().getTime())
      return json(401, { errors: [{ message: 'Unauthorized' }] });
    const request = JSON.parse(body) as { query?: string; variables?: Record<string, unknown> };
    let document: ReturnType<typeof parse>;
    try {
      document = parse(request.query ?? '');
    } catch (e) {
      return json(200, { errors: [{ message: (e as GraphQLError).message }] });
    }
    const invalid = validate(customerSchema, document);
    if (invalid.length > 0) return json(200, { errors: invalid.map((e) => e.toJSON()) });
    const result = await execute({
      schema: customerSchema,
      document,
      variableValues: request.variables ?? {},
      rootValue: { customer: this.customerView(this.options.shop(shop), grant.customerId) },
    });
    return json(200, result);
  }

  /** The Customer object of the official schema, from the Admin fake's customer and orders. */
  private customerView(shop: FakeShop, customerId: number) {
    const customer = shop.customers.get(customerId);
    if (!customer) return null;
    const orders = [...shop.orders.values()]
      .filter((o) => o.customerId === customerId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      id: `gid://shopify/Customer/${customer.id}`,
      displayName: `${customer.firstName} ${customer.lastName}`.trim(),
      emailAddress: customer.email ? { emailAddress: customer.email } : null,
      orders: ({ first }: { first?: number }) => ({
        nodes: orders.slice(0, first ?? 10).map((o) => ({
          id: `gid://shopify/Order/${o.id}`,
          name: o.name,
          processedAt: o.createdAt,
          totalPrice: {
            amount: fromMinor(
              o.transactions.filter((t) => t.kind === 'SALE').reduce((sum, t) => sum + t.amount, 0),
              o.currency,
            ),
            currencyCode: o.currency,
          },
        })),
      }),
    };
  }
}
