/** How the parcel comes back, as the shopper chooses it on the portal. */
export const RETURN_METHODS = ['pickup', 'drop_off', 'self_ship'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/** Methods a store offers when it has not chosen (self-ship is opt-in: it needs a return address). */
export const DEFAULT_RETURN_METHODS: readonly ReturnMethod[] = ['pickup', 'drop_off'];

/** How the merchant approves: a connected courier picks up, the shopper drops it off, or ships it. */
export const APPROVE_METHODS = ['courier', 'drop_off', 'self_ship'] as const;
export type ApproveMethod = (typeof APPROVE_METHODS)[number];

/** What the merchant approves with by default: exactly what the shopper chose. */
export function approveMethodFor(method: ReturnMethod): ApproveMethod {
  return method === 'pickup' ? 'courier' : method;
}

/** The shopper's method an approval stands for (a courier approval is a pickup). */
export function returnMethodOf(method: ApproveMethod): ReturnMethod {
  return method === 'courier' ? 'pickup' : method;
}

/** Only a pickup needs the shopper's address; drop-off and self-ship never ask for it. */
export function needsAddress(method: ReturnMethod): boolean {
  return method === 'pickup';
}

/**
 * The methods the portal offers: drop-off only once the store has an active place to drop off at.
 * A store that offers drop-off alone and has no place yet falls back to a pickup, so the shopper's
 * address is taken and the merchant picks how the parcel comes back at approval.
 */
export function offeredReturnMethods(
  methods: readonly ReturnMethod[],
  hasDropOffPlace: boolean,
): ReturnMethod[] {
  const offered = methods.filter((m) => m !== 'drop_off' || hasDropOffPlace);
  return offered.length > 0 ? offered : ['pickup'];
}
