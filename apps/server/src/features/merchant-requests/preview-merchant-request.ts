import type { RefundPreviewBody, RefundPreviewResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { previewRefund } from '../portal/preview-refund';
import { requireDeskSession } from './require-desk-session';

/** The merchant's preview is the portal's preview, through the session opened for the order. */
export async function previewMerchantRequest(deps: Deps, storeId: string, body: RefundPreviewBody) {
  await requireDeskSession(deps, storeId, body.session_id);
  return previewRefund(deps, body) as Promise<RefundPreviewResponse>;
}
