import { shopperMessageOf as say, UPLOAD_LIMITS } from '@roundtrip/core';

/** Whole multipart body: refused from its Content-Length before a byte is read, else counted as it flows. */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * UPLOAD_LIMITS.maxVideoBytes + 1024 * 1024;
/** Files one session may store in all: a link cannot be used to fill the disk. */
export const MAX_FILES_PER_SESSION = 30;

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
  sessionFull: say('UPLOAD_SESSION_FULL', { max: MAX_FILES_PER_SESSION }),
  notMultipart: say('UPLOAD_NOT_MULTIPART'),
};
