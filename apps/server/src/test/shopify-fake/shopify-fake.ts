import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DocumentNode,
  execute,
  type FieldNode,
  type GraphQLError,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  validate,
  valueFromASTUntyped,
} from 'graphql';
import { SHOPIFY_API_VERSION } from '../../platform/shopify/access';
import { officialSchema } from '../../platform/shopify/official-schema';
import { billingMutations, withActiveSubscriptions } from './fake-billing';
import { flowMutations } from './fake-flow';
import { type MutationContext, mutationRoot } from './fake-mutations';
import { queryRoot } from './fake-queries';
import {
  FakeIds,
  type FakeOrder,
  type FakeProduct,
  type FakeShop,
  newShop,
  type SeedOrder,
  seedOrder,
  seedProduct,
} from './fake-state';

/**
 * Shopify's own Admin schema for the version the adapter pins (official-schema.ts): every call is
 * parsed, validated and its variables coerced against it, as Shopify does. Nothing of it is ours.
 */
const fakeSchema = officialSchema('admin');

/** A handler tried before the Admin API (the connection feature mounts its OAuth endpoints this way). */
export type FakeRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
) => boolean | Promise<boolean>;

/** What a test can make the next GraphQL call do instead of answering normally. */
export type FakeFault =
  /**
   * Apply the call, then never answer (the client times out not knowing the outcome); with `mutation`,
   * the next call of that mutation rather than the next call.
   */
  | { kind: 'timeout-after-write'; mutation?: string }
  /** Answer this HTTP status without applying anything. */
  | { kind: 'status'; status: number; retryAfter?: number }
  /** Answer THROTTLED as if the bucket were empty. */
  | { kind: 'throttle' }
  /**
   * Refuse the mutation as Shopify does when the app lacks its scope (a top-level ACCESS_DENIED error),
   * applying nothing.
   */
  | { kind: 'access-denied'; mutation: string };

type Bucket = { maximumAvailable: number; restoreRate: number };

/** Shopify refuses a single query above this cost, however full the bucket. */
const MAX_QUERY_COST = 1000;

/** Shopify's costs, simplified: an object costs 1, a connection `first` times its nodes, a mutation 10. */
function costOf(set: SelectionSetNode | undefined, variables: Record<string, unknown>): number {
  if (!set) return 0;
  let cost = 0;
  for (const s of set.selections) {
    if (s.kind === 'InlineFragment') cost += costOf(s.selectionSet, variables);
    if (s.kind !== 'Field' || !s.selectionSet) continue;
    const first = s.arguments?.find((a) => a.name.value === 'first');
    const n = first ? Number(valueFromASTUntyped(first.value, variables)) || 1 : 1;
    cost += 1 + n * costOf(s.selectionSet, variables);
  }
  return cost;
}

function idempotencyKey(op: OperationDefinitionNode, variables: Record<string, unknown>): string | null {
  for (const s of op.selectionSet.selections) {
    const d = (s as FieldNode).directives?.find((x) => x.name.value === 'idempotent');
    const key = d?.arguments?.find((a) => a.name.value === 'key');
    if (key) return String(valueFromASTUntyped(key.value, variables));
  }
  return null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

/** The cost the fake charges for a document, as its `extensions.cost.requestedQueryCost` says. */
export function queryCost(document: string, variables: Record<string, unknown> = {}): number {
  const op = getOperationAST(parse(document));
  if (!op) return 0;
  return (op.operation === 'mutation' ? 10 : 1) + costOf(op.selectionSet, variables);
}

export type ShopifyFake = Awaited<ReturnType<typeof startShopifyFake>>;

/**
 * Starts the fake Admin API on 127.0.0.1 (a free port). The adapter reaches it through its
 * `adminOrigin` option (SHOPIFY_ADMIN_ORIGIN); the shop is told by the access token, since every shop
 * shares the one origin.
 */
export async function startShopifyFake(options: { routes?: FakeRoute[]; bucket?: Partial<Bucket> } = {}) {
  const ids = new FakeIds();
  const shops = new Map<string, FakeShop>();
  const faults: FakeFault[] = [];
  // Shopify Plus's bucket; the restore rate is fast by default so tests spend no time refilling, and a
  // throttling test sets a slow one.
  const bucket: Bucket = { maximumAvailable: 2000, restoreRate: 10_000, ...options.bucket };
  const hanging = new Set<ServerResponse>();
  let requests = 0;
  /** What Shopify's schema refused (a field, argument, variable or enum it does not have), per call. */
  const refusals: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  function throttleStatus(shop: FakeShop) {
    const now = Date.now();
    shop.bucket.available = Math.min(
      bucket.maximumAvailable,
      shop.bucket.available + ((now - shop.bucket.at) / 1000) * bucket.restoreRate,
    );
    shop.bucket.at = now;
    return {
      maximumAvailable: bucket.maximumAvailable,
      currentlyAvailable: Math.floor(shop.bucket.available),
      restoreRate: bucket.restoreRate,
    };
  }

  async function graphql(req: IncomingMessage, res: ServerResponse, body: string) {
    requests++;
    const token = String(req.headers['x-shopify-access-token'] ?? '');
    const shop = [...shops.values()].find((s) => s.accessToken === token);
    if (!shop)
      return json(res, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    const aimedAt = (f: FakeFault) => ('mutation' in f ? f.mutation : undefined);
    const next = faults.findIndex((f) => !aimedAt(f));
    let fault = next >= 0 ? faults.splice(next, 1)[0] : undefined;
    if (fault?.kind === 'status')
      return json(
        res,
        fault.status,
        { errors: 'Internal Server Error' },
        fault.retryAfter ? { 'retry-after': String(fault.retryAfter) } : {},
      );
    let request: { query?: string; variables?: Record<string, unknown> };
    try {
      request = JSON.parse(body);
    } catch {
      return json(res, 400, { errors: { query: 'Required parameter missing or invalid' } });
    }
    const variables = request.variables ?? {};
    let document: DocumentNode;
    try {
      document = parse(request.query ?? '');
    } catch (e) {
      refusals.push((e as GraphQLError).message);
      return json(res, 200, { errors: [{ message: (e as GraphQLError).message }] });
    }
    const invalid = validate(fakeSchema, document);
    if (invalid.length > 0) {
      refusals.push(...invalid.map((e) => `${getOperationAST(document)?.name?.value}: ${e.message}`));
      return json(res, 200, { errors: invalid.map((e) => e.toJSON()) });
    }
    const op = getOperationAST(document);
    if (!op) return json(res, 200, { errors: [{ message: 'An operation name is required' }] });
    const field = (op.selectionSet.selections[0] as FieldNode).name.value;
    const aimed = faults.findIndex((f) => aimedAt(f) === field);
    if (!fault && op.operation === 'mutation' && aimed >= 0) fault = faults.splice(aimed, 1)[0];
    const requested = (op.operation === 'mutation' ? 10 : 1) + costOf(op.selectionSet, variables);
    if (requested > MAX_QUERY_COST)
      return json(res, 200, {
        errors: [
          {
            message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
            extensions: { code: 'MAX_COST_EXCEEDED' },
          },
        ],
      });
    const status = throttleStatus(shop);
    const cost = (actual: number | null) => ({
      cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttleStatus(shop) },
    });
    if (fault?.kind === 'access-denied')
      return json(res, 200, {
        errors: [
          {
            message: `Access denied for ${field} field. Required access: \`write_returns\` access scope.`,
            locations: [{ line: 2, column: 3 }],
            path: [field],
            extensions: {
              code: 'ACCESS_DENIED',
              documentation: 'https://shopify.dev/api/usage/access-scopes',
              requiredAccess: '`write_returns` access scope.',
            },
          },
        ],
        data: null,
        extensions: cost(requested),
      });
    if (fault?.kind === 'throttle' || requested > status.currentlyAvailable)
      return json(res, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
        extensions: cost(null),
      });
    shop.bucket.available -= requested;
    const key = op.operation === 'mutation' ? idempotencyKey(op, variables) : null;
    const fingerprint = JSON.stringify(variables);
    const seen = key ? shop.idempotent.get(key) : undefined;
    let data: unknown;
    if (seen) {
      if (seen.fingerprint !== fingerprint)
        return json(res, 200, {
          errors: [
            {
              message: 'Idempotency key was already used with different parameters',
              extensions: { code: 'IDEMPOTENCY_CONCURRENT_REQUEST' },
            },
          ],
        });
      data = seen.data;
    } else {
      const ctx: MutationContext = { shop, ids, now: new Date().toISOString(), idempotencyKey: key };
      const result = await execute({
        schema: fakeSchema,
        document,
        variableValues: variables,
        rootValue: op.operation === 'mutation' ? mutations(ctx) : queries(shop),
      });
      if (result.errors) {
        refusals.push(...result.errors.map((e) => `${op.name?.value}: ${e.message}`));
        return json(res, 200, { errors: result.errors.map((e) => e.toJSON()), extensions: cost(requested) });
      }
      data = result.data;
      if (op.operation === 'mutation') {
        shop.calls.push({ mutation: field, variables });
        if (key) shop.idempotent.set(key, { fingerprint, data });
      }
    }
    if (fault?.kind === 'timeout-after-write') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    json(res, 200, { data, extensions: cost(requested) });
  }

  const mutations = (ctx: MutationContext) => ({
    ...mutationRoot(ctx),
    ...billingMutations(ctx, origin),
    ...flowMutations(ctx),
  });
  const queries = (shop: FakeShop) => {
    const root = queryRoot(shop);
    const installation = root.currentAppInstallation;
    return installation
      ? { ...root, currentAppInstallation: withActiveSubscriptions(shop, () => installation({}) as object) }
      : root;
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    for (const route of options.routes ?? []) if (await route(req, res, body)) return;
    if (req.method === 'POST' && req.url === `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`)
      return graphql(req, res, body);
    json(res, 404, { errors: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const shopOf = (domain: string) => {
    const s = shops.get(domain);
    if (!s) throw new Error(`the fake has no shop ${domain}`);
    return s;
  };
  return {
    origin,
    /** Adds a location to the shop (named "Location <id>"), and answers its id. */
    addLocation(domain: string): number {
      const id = ids.take();
      shopOf(domain).otherLocations.push(id);
      return id;
    },
    /** Adds a shop whose Admin API answers to `accessToken`. */
    addShop(domain: string, opts: { accessToken: string; currency?: string; scopes?: string[] }): FakeShop {
      const shop = newShop(
        ids,
        domain,
        opts.accessToken,
        opts.currency ?? 'INR',
        bucket.maximumAvailable,
        opts.scopes,
      );
      shops.set(domain, shop);
      return shop;
    },
    shop: shopOf,
    seedOrder: (domain: string, seed: SeedOrder): FakeOrder => seedOrder(ids, shopOf(domain), seed),
    seedProduct: (domain: string, seed: Parameters<typeof seedProduct>[2]): FakeProduct =>
      seedProduct(ids, shopOf(domain), seed),
    /**
     * The customer pays a draft order's invoice at Shopify's checkout: the draft is completed into a
     * paid order carrying the draft's custom attributes (what the orders/paid webhook then reports).
     */
    payDraftOrder(domain: string, draftOrderId: string): FakeOrder {
      const shop = shopOf(domain);
      const draft = shop.draftOrders.get(Number(draftOrderId.split('/').pop()));
      if (!draft || draft.status === 'COMPLETED') throw new Error(`no open draft order ${draftOrderId}`);
      const order = seedOrder(ids, shop, {
        lines: [{ title: draft.title, price: draft.amount, quantity: 1 }],
        createdAt: new Date().toISOString(),
        deliveredAt: null,
      });
      order.customerId = draft.customerId;
      order.customAttributes = draft.customAttributes;
      draft.status = 'COMPLETED';
      draft.orderId = order.id;
      return order;
    },
    /** The old token answers 401 from now on (an expired or rotated token). */
    rotateToken(domain: string, accessToken: string) {
      shopOf(domain).accessToken = accessToken;
    },
    /** Empties the shop's bucket, as a burst of other calls would. */
    drainBucket(domain: string) {
      const s = shopOf(domain);
      s.bucket = { available: 0, at: Date.now() };
    },
    failNext(...next: FakeFault[]) {
      faults.push(...next);
    },
    /** GraphQL requests received, every shop together. */
    requestCount: () => requests,
    /**
     * Every refusal of Shopify's schema since the last call, emptied by reading: a kit asserts it empty
     * after each test, so a document or variable Shopify would refuse fails the test that sent it.
     */
    takeSchemaRefusals: () => refusals.splice(0),
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
