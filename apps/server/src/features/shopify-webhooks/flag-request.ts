import type { RequestRow, StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { actOnRequest } from '../requests/act-on-request';
import { inShopify } from './topic-handler';

/**
 * Marks a request as needing attention with what Shopify reported, through the one write path (row
 * lock, version, timeline). Flagging it again for the same reason changes nothing.
 */
export async function flagRequest(deps: Deps, store: StoreRow, request: RequestRow, message: string) {
  if (request.needsAttention && request.attentionError === message) return;
  await actOnRequest(
    deps,
    inShopify(store),
    { requestId: request.id, action: 'shopify_attention', permission: 'request.edit' },
    () => ({
      patch: { needsAttention: true, attentionError: message },
      event: { type: 'needs_attention', message },
    }),
  );
}
