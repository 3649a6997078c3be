import { shopperMessageOf as say, UPLOAD_LIMITS } from '@roundtrip/core';

/** Whole multipart body: refused from its Content-Length before a byte is read, else counted as it flows. */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * UPLOAD_LIMITS.maxVideoBytes + 1024 * 1024;
/**
 * Files one order may hold that no request took yet, from all its sessions together: a lookup opens a
 * new session, so a cap per session alone let one order store any number (docs/limits.md).
 */
export const MAX_PENDING_FILES_PER_ORDER = 30;
/** Bytes one IP may store in uploads per window, across every store's portal. */
export const UPLOAD_BYTES_PER_IP = 500 * 1024 * 1024;
export const UPLOAD_WINDOW_MS = 15 * 60 * 1000;
/** An upload no request took within this long is deleted (a session's uploads are attached on submit). */
export const ORPHAN_UPLOAD_MS = 6 * 60 * 60 * 1000;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** What an upload refusal tells the shopper, with these limits filled in. */
export const uploadRefusals = {
  unsupported: say('UPLOAD_UNSUPPORTED'),
  unreadableImage: say('UPLOAD_UNREADABLE_IMAGE'),
  imageTooLarge: say('UPLOAD_IMAGE_TOO_LARGE', { mb: mb(UPLOAD_LIMITS.maxImageBytes) }),
  videoTooLarge: say('UPLOAD_VIDEO_TOO_LARGE', { mb: mb(UPLOAD_LIMITS.maxVideoBytes) }),
  tooManyFiles: say('UPLOAD_TOO_MANY_FILES', { max: UPLOAD_LIMITS.maxFilesPerRequest }),
  requestTooLarge: say('UPLOAD_REQUEST_TOO_LARGE', { mb: mb(MAX_UPLOAD_REQUEST_BYTES) }),
  noFiles: say('UPLOAD_NO_FILES'),
  orderFull: say('UPLOAD_SESSION_FULL', { max: MAX_PENDING_FILES_PER_ORDER }),
  budgetSpent: say('UPLOAD_BUDGET_SPENT', { minutes: UPLOAD_WINDOW_MS / 60_000 }),
  notMultipart: say('UPLOAD_NOT_MULTIPART'),
};
