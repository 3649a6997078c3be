import type {
  AccountOrdersResponse,
  AccountSignInOption,
  AccountSignOutBody,
  AccountSignOutResponse,
  CancelItemsBody,
  CancellableItemsResponse,
  CreateRequestBody,
  CreateSessionBody,
  CreateSessionResponse,
  GiftRefundPreviewResponse,
  OpenAccountOrderBody,
  OpenRequestLinkBody,
  OpenRequestLinkResponse,
  OpenStorefrontOrderBody,
  PortalCatalogueResponse,
  PortalDropOffPlacesResponse,
  PortalRequestDetails,
  PortalStore,
  PortalUpsellsResponse,
  ProductVariantsResponse,
  ReasonListResponse,
  RefundPreviewBody,
  RefundPreviewResponse,
  SessionDataResponse,
} from '@roundtrip/core';
import type { PortalLanguage } from '../i18n/i18n';
import { newIdempotencyKey, portalFetch } from './api';
import { setStoreLocale } from './format';

// Types only from the contract: the zod schemas stay out of the shoppers' download.
const enc = encodeURIComponent;

export async function getStore(handle: string, signal?: AbortSignal): Promise<PortalStore> {
  const store = await portalFetch<PortalStore>(`/customer/v1/store/${enc(handle)}`, { signal });
  setStoreLocale(store);
  return store;
}

export const createSession = (body: CreateSessionBody) =>
  portalFetch<CreateSessionResponse>('/customer/v1/session-data', { method: 'POST', body });

/** A signed-in Shopify customer's pick among their orders (only through the app proxy). */
export const openStorefrontOrder = (body: OpenStorefrontOrderBody) =>
  portalFetch<CreateSessionResponse>('/customer/v1/storefront/sessions', { method: 'POST', body });

/** An email's signed link: a session on the request's order, and the request to show. */
export const openRequestLink = (body: OpenRequestLinkBody) =>
  portalFetch<OpenRequestLinkResponse>('/customer/v1/request-link', { method: 'POST', body });

const getSessionData = (sessionId: string, signal?: AbortSignal) =>
  portalFetch<SessionDataResponse>(`/customer/v1/session-data/${enc(sessionId)}`, {
    method: 'POST',
    body: {},
    signal,
  });

export const getReasons = (
  sessionId: string,
  kind: 'return' | 'exchange',
  language: PortalLanguage,
  signal?: AbortSignal,
) =>
  portalFetch<ReasonListResponse>(
    `/return-exchange-reason/v1?page=1&limit=100&session=${enc(sessionId)}&kind=${kind}&language=${language}`,
    { signal },
  );

/** The item being exchanged and the reason chosen: the exchange rules apply and smart exchange suggests. */
type ExchangeContext = { lineItemId: string; reasonId: string };
const context = (c: ExchangeContext) =>
  `&line_item_id=${enc(c.lineItemId)}${c.reasonId ? `&reason_id=${enc(c.reasonId)}` : ''}`;

export const getVariants = (productId: string, sessionId: string, c: ExchangeContext, signal?: AbortSignal) =>
  portalFetch<ProductVariantsResponse>(
    `/customer/v1/products/${enc(productId)}/variants?session=${enc(sessionId)}${context(c)}`,
    { signal },
  );

export const getCatalogue = (
  sessionId: string,
  c: ExchangeContext & { query: string; collectionId: string; after: string },
  signal?: AbortSignal,
) =>
  portalFetch<PortalCatalogueResponse>(
    `/customer/v1/catalogue?session=${enc(sessionId)}${context(c)}` +
      (c.query ? `&query=${enc(c.query)}` : '') +
      (c.collectionId ? `&collection_id=${enc(c.collectionId)}` : '') +
      (c.after ? `&after=${enc(c.after)}` : ''),
    { signal },
  );

export const getUpsells = (sessionId: string, c: ExchangeContext, signal?: AbortSignal) =>
  portalFetch<PortalUpsellsResponse>(`/customer/v1/upsells?session=${enc(sessionId)}${context(c)}`, {
    signal,
  });

export const getDropOffPlaces = (sessionId: string, signal?: AbortSignal) =>
  portalFetch<PortalDropOffPlacesResponse>(`/customer/v1/drop-off-places?session=${enc(sessionId)}`, {
    signal,
  });

export const refundPreview = (body: RefundPreviewBody, signal?: AbortSignal) =>
  portalFetch<RefundPreviewResponse | GiftRefundPreviewResponse>('/customer/v1/refund-preview', {
    method: 'POST',
    body,
    signal,
  });

/** The key is made once per confirmation attempt by the caller, so a retried tap cannot file twice. */
export const createRequest = (body: CreateRequestBody, idempotencyKey = newIdempotencyKey()) =>
  portalFetch<PortalRequestDetails>('/customer/v1/requests', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const getCancellableItems = (sessionId: string, signal?: AbortSignal) =>
  portalFetch<CancellableItemsResponse>(`/customer/v1/cancellable-items?session=${enc(sessionId)}`, {
    signal,
  });

export const cancelItems = (body: CancelItemsBody, idempotencyKey: string) =>
  portalFetch<PortalRequestDetails>('/customer/v1/cancellations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const getRequest = (requestId: string, sessionId: string, signal?: AbortSignal) =>
  portalFetch<PortalRequestDetails>(`/customer/v1/requests/${enc(requestId)}?session=${enc(sessionId)}`, {
    signal,
  });

// The order list, return, exchange and details pages all read the same session; keeping the last
// answer in memory saves a round trip on a slow network when the shopper moves between them.
const cache = new Map<string, SessionDataResponse>();

export function cachedSession(sessionId: string): SessionDataResponse | null {
  return cache.get(sessionId) ?? null;
}

type EarlyRead = { id: string; res: Promise<Response> };

/** The read index.html started beside the app shell (build/portal-preload.ts), used once if it matches. */
async function earlySession(sessionId: string): Promise<SessionDataResponse | null> {
  const w = window as unknown as { __rtSession?: EarlyRead };
  const early = w.__rtSession;
  if (!early || early.id !== sessionId) return null;
  w.__rtSession = undefined;
  try {
    const res = await early.res;
    return res.ok ? ((await res.json()) as SessionDataResponse) : null;
  } catch {
    return null; // read again below, with the usual errors
  }
}

/** Puts a session's answer in the cache, as if just read: the server's render and the page's own data. */
export function primeSession(sessionId: string, data: SessionDataResponse): void {
  cache.set(sessionId, data);
  setStoreLocale(data.store);
}

export async function loadSession(sessionId: string, signal?: AbortSignal): Promise<SessionDataResponse> {
  const data = (await earlySession(sessionId)) ?? (await getSessionData(sessionId, signal));
  primeSession(sessionId, data);
  return data;
}

/** After a request is filed the order's eligibility and request list changed. */
export function forgetSession(sessionId: string): void {
  cache.delete(sessionId);
}

/** Whether the store offers "Sign in with Shopify" (its customer accounts). */
export const getSignInOption = (handle: string, signal?: AbortSignal) =>
  portalFetch<AccountSignInOption>(`/customer/v1/account/sign-in-option/${enc(handle)}`, { signal });

/** Where the sign-in button leads: the server redirects to the store's Shopify sign-in page. */
export const signInAddress = (handle: string) => `/api/customer/v1/account/sign-in?store=${enc(handle)}`;

export const getAccountOrders = (session: string, signal?: AbortSignal) =>
  portalFetch<AccountOrdersResponse>(`/customer/v1/account/orders?session=${enc(session)}`, { signal });

/** A portal session on one of the signed-in shopper's orders, as the lookup opens. */
export const openAccountOrder = (body: OpenAccountOrderBody) =>
  portalFetch<CreateSessionResponse>('/customer/v1/account/order-session', { method: 'POST', body });

export const signOutAccount = (body: AccountSignOutBody) =>
  portalFetch<AccountSignOutResponse>('/customer/v1/account/sign-out', { method: 'POST', body });
