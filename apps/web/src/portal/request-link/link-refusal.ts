import type { ShopperMessage } from '@roundtrip/core';

/** What the lookup page is handed when an email's link could not open its request. */
export type LinkRefusal = { refusal: ShopperMessage };

/** The refusal in a page's navigation state, if that is what it holds (any other state is ignored). */
export function linkRefusalOf(state: unknown): ShopperMessage | null {
  if (typeof state !== 'object' || state === null || !('refusal' in state)) return null;
  const { refusal } = state;
  if (typeof refusal !== 'object' || refusal === null || !('code' in refusal)) return null;
  return typeof refusal.code === 'string' ? (refusal as ShopperMessage) : null;
}
