import { type AdminMutations, type AdminQueries, createAdminApiClient } from '@shopify/admin-api-client';
import { UpstreamUnavailableError } from '../../errors';
import { PlatformError } from '../platform-error';
import { SHOPIFY_API_VERSION, type ShopifyAccess } from './access';
import type { GraphqlCallRecord } from './call-log';
import { backoffMs, ShopThrottle, type ThrottleStatus } from './throttle';

export type AdminGraphqlOptions = {
  access: ShopifyAccess;
  fetch?: typeof fetch;
  /**
   * Where the Admin API lives instead of `https://{shop}` (SHOPIFY_ADMIN_ORIGIN): the local fake in tests.
   * The path stays Shopify's, and the token tells the shop apart.
   */
  adminOrigin?: string;
  /** How long one call may take before its outcome counts as unknown. */
  timeoutMs?: number;
  /** Attempts of a call that was throttled or failed with a 5xx or a network error. */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told of every round trip (the Shopify log); a failure to record never fails the call. */
  onCall?: (call: GraphqlCallRecord) => Promise<void>;
};

/**
 * Shopify could not be reached, throttled past our patience, or refused the token: not an AppError,
 * so the outbox counts it as temporary and tries the side effect again later.
 */
export class ShopifyUnavailableError extends UpstreamUnavailableError {}

/** The call reached Shopify, or may have, and no answer says whether it was applied. */
export class OutcomeUnknownError extends ShopifyUnavailableError {
  constructor(message: string) {
    super(`Shopify did not answer: ${message}`);
  }
}

/** Shopify answered 401 to a token it had accepted and a refresh gave no other: the app was removed or the token revoked. */
export class ShopifyAccessRevokedError extends ShopifyUnavailableError {
  constructor() {
    super('Shopify no longer accepts this store’s access: connect the store again in Settings → Shopify');
  }
}

/**
 * The documents codegen typed against Shopify's schema (types/admin.generated.d.ts adds them to the
 * admin API client's interfaces): the index signatures are dropped, so a document codegen did not see
 * has no entry and tsc refuses the call.
 */
type Typed<T> = { [K in keyof T as K extends string ? (string extends K ? never : K) : never]: T[K] };
type AdminDocuments = Typed<AdminQueries> & Typed<AdminMutations>;
export type AdminDocument = keyof AdminDocuments;
/** What a document answers (its `data`), as codegen typed it. */
export type AdminResult<D extends AdminDocument> = AdminDocuments[D]['return'];
export type AdminVariables<D extends AdminDocument> = AdminDocuments[D]['variables'];

export type GraphqlCall = <D extends AdminDocument>(
  storeId: string,
  document: D,
  variables: AdminVariables<D>,
  options?: { write?: boolean },
) => Promise<AdminResult<D>>;

type Cost = { requestedQueryCost?: number; throttleStatus?: ThrottleStatus };
type GraphqlErrorEntry = { message: string; extensions?: { code?: string } };
type UserError = { field?: string[] | null; message: string };

/** Every mutation payload's userErrors (orderCancel names them orderCancelUserErrors). */
function userErrorsOf(data: unknown): UserError[] {
  if (!data || typeof data !== 'object') return [];
  return Object.values(data).flatMap((payload) =>
    payload && typeof payload === 'object'
      ? Object.entries(payload).flatMap(([k, v]) =>
          /userErrors$/i.test(k) && Array.isArray(v) ? (v as UserError[]) : [],
        )
      : [],
  );
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One Admin GraphQL call through @shopify/admin-api-client, with what the client leaves to us: the
 * per-shop cost bucket, THROTTLED and Retry-After, one token refresh on 401, and for writes no blind
 * retry: a 5xx or timeout on a write is an OutcomeUnknownError, and the caller re-reads Shopify first.
 */
export function createAdminGraphql(options: AdminGraphqlOptions): GraphqlCall {
  const throttle = new ShopThrottle();
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const maxAttempts = options.maxAttempts ?? 5;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchImpl = options.fetch ?? fetch;

  const customFetchApi = (url: string, init?: RequestInit) => {
    const target = options.adminOrigin ? new URL(new URL(url).pathname, options.adminOrigin).toString() : url;
    return fetchImpl(target, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  };

  async function once(
    shop: string,
    accessToken: string,
    document: string,
    variables: Record<string, unknown>,
  ) {
    const client = createAdminApiClient({
      storeDomain: shop,
      apiVersion: SHOPIFY_API_VERSION,
      accessToken,
      customFetchApi,
      // The client's own notice about versions newer than it knows goes nowhere: the version is pinned.
      logger: () => {},
    });
    return client.request(document, { variables });
  }

  return async function call<D extends AdminDocument>(
    storeId: string,
    document: D,
    variables: AdminVariables<D>,
    callOptions: { write?: boolean } = {},
  ): Promise<AdminResult<D>> {
    let { shop, accessToken } = await options.access.forStore(storeId);
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const wait = throttle.waitFor(shop, document);
      if (wait > 0) await sleep(wait);
      const started = Date.now();
      const response = await once(shop, accessToken, document, variables);
      const extensions = response.extensions as { cost?: Cost } | undefined;
      throttle.record(shop, document, extensions?.cost);
      const status = response.errors?.networkStatusCode;
      await options
        .onCall?.({
          storeId,
          document,
          variables,
          cost: (extensions?.cost as Record<string, unknown> | undefined) ?? null,
          userErrors: userErrorsOf(response.data),
          error: response.errors
            ? (response.errors.graphQLErrors as GraphqlErrorEntry[] | undefined)
                ?.map((e) => e.extensions?.code ?? e.message)
                .join('; ') ||
              response.errors.message ||
              `HTTP ${status}`
            : null,
          durationMs: Date.now() - started,
        })
        .catch(() => {});
      if (status === 401 && !refreshed) {
        refreshed = true;
        ({ shop, accessToken } = await options.access.refreshAfterUnauthorized(storeId, accessToken));
        attempt--;
        continue;
      }
      if (status === 401) {
        await options.access.accessRefused(storeId);
        throw new ShopifyAccessRevokedError();
      }
      const graphqlErrors = (response.errors?.graphQLErrors ?? []) as GraphqlErrorEntry[];
      const throttled = graphqlErrors.some((e) => e.extensions?.code === 'THROTTLED') || status === 429;
      const internal = graphqlErrors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
      const last = attempt + 1 >= maxAttempts;
      if (throttled) {
        // A throttled call was not applied, so even a write is safe to send again.
        if (last) throw new ShopifyUnavailableError('Shopify is throttling this store; try again shortly');
        const retryAfter = Number(response.errors?.response?.headers.get('retry-after'));
        const refill = throttle.waitFor(shop, document);
        await sleep(
          Number.isFinite(retryAfter) && retryAfter > 0
            ? retryAfter * 1000
            : refill + backoffMs(attempt, random),
        );
        continue;
      }
      const unknown = response.errors && (status === undefined || status >= 500 || internal);
      if (unknown) {
        const message = response.errors?.message ?? 'no response';
        if (callOptions.write) throw new OutcomeUnknownError(message);
        if (last) throw new ShopifyUnavailableError(`Shopify did not answer: ${message}`);
        const retryAfter = Number(response.errors?.response?.headers.get('retry-after'));
        await sleep(
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoffMs(attempt, random),
        );
        continue;
      }
      // Anything else Shopify refused (a field, argument or variable its schema does not accept, a
      // missing scope, a query over the cost limit) would be refused again: permanent, in its words.
      if (response.errors) {
        const detail = graphqlErrors.map((e) => e.message).join('; ') || response.errors.message;
        throw new PlatformError('invalid_input', `Shopify: ${detail}`);
      }
      return response.data as AdminResult<D>;
    }
  };
}
