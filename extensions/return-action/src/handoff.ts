import type { OrderHandoffBody, OrderHandoffResponse } from '@roundtrip/core';

// The extension's whole conversation with Roundtrip, kept apart from the UI so it is tested on its own:
// one POST with the customer account session token, and what the modal shows for each answer.

export const HANDOFF_PATH = '/api/account-extension/v1/order-handoff';

/** What the modal says: the portal link, or why there is none (keys of locales/*.json). */
export type HandoffOutcome =
  | { kind: 'ready'; url: string }
  | { kind: 'refused'; message: 'notYourOrder' | 'signInAgain'; retry: false }
  | { kind: 'refused'; message: 'unavailable'; retry: true };

export type HandoffDeps = {
  appOrigin: string;
  /** `shopify.sessionToken.get()`: Shopify caches the token and renews it before it expires. */
  sessionToken: () => Promise<string>;
  fetch: typeof fetch;
};

/** The portal speaks English and Hindi; any other language of the customer reads English. */
export function portalLanguageOf(isoCode: string | undefined): NonNullable<OrderHandoffBody['language']> {
  return isoCode?.toLowerCase().split('-')[0] === 'hi' ? 'hi' : 'en';
}

/** The request, built once per attempt: the token is fetched fresh, never kept by the extension. */
export function handoffRequest(
  appOrigin: string,
  token: string,
  body: OrderHandoffBody,
): [string, RequestInit] {
  return [
    `${appOrigin.replace(/\/+$/, '')}${HANDOFF_PATH}`,
    {
      method: 'POST',
      // A bearer token, no cookie: the server allows any origin and no credentials.
      credentials: 'omit',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  ];
}

/** Only a link to Roundtrip's own origin is opened: an answer can never send the customer elsewhere. */
function portalUrlOf(appOrigin: string, answer: unknown): string | null {
  const url = (answer as Partial<OrderHandoffResponse> | null)?.url;
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).origin === new URL(appOrigin).origin ? url : null;
  } catch {
    return null;
  }
}

/** The answer as the modal shows it. */
export function outcomeOf(appOrigin: string, status: number, answer: unknown): HandoffOutcome {
  if (status === 201) {
    const url = portalUrlOf(appOrigin, answer);
    if (url) return { kind: 'ready', url };
  }
  // 404: not this customer's order (or no longer there). 401: the token was refused or the shop has no
  // Roundtrip; trying again with the same session changes nothing.
  if (status === 404) return { kind: 'refused', message: 'notYourOrder', retry: false };
  if (status === 401) return { kind: 'refused', message: 'signInAgain', retry: false };
  return { kind: 'refused', message: 'unavailable', retry: true };
}

/** Asks Roundtrip for the one-time portal link to the order; a lost connection is worth another try. */
export async function requestHandoff(deps: HandoffDeps, body: OrderHandoffBody): Promise<HandoffOutcome> {
  try {
    const token = await deps.sessionToken();
    const response = await deps.fetch(...handoffRequest(deps.appOrigin, token, body));
    const answer: unknown = await response.json().catch(() => null);
    return outcomeOf(deps.appOrigin, response.status, answer);
  } catch {
    return { kind: 'refused', message: 'unavailable', retry: true };
  }
}
