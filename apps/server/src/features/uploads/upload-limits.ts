import { UPLOAD_LIMITS } from '@roundtrip/core';

/** Whole multipart body: refused from its Content-Length before a byte is read. */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * UPLOAD_LIMITS.maxVideoBytes + 1024 * 1024;
/** Files one session may store in all: a link cannot be used to fill the disk. */
export const MAX_FILES_PER_SESSION = 30;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const uploadMessages = {
  unsupported: 'Please upload a photo (JPEG, PNG, WebP, GIF) or a video (MP4, MOV, WebM and similar).',
  unreadableImage: "We couldn't read this image. Please try another photo.",
  imageTooLarge: `Photos can be at most ${mb(UPLOAD_LIMITS.maxImageBytes)}.`,
  videoTooLarge: `Videos can be at most ${mb(UPLOAD_LIMITS.maxVideoBytes)}.`,
  tooManyFiles: `Please send at most ${UPLOAD_LIMITS.maxFilesPerRequest} files at a time.`,
  requestTooLarge: `The upload is too large. Please send at most ${mb(MAX_UPLOAD_REQUEST_BYTES)} at a time.`,
  noFiles: 'Please choose a photo or video to upload.',
  sessionFull: `You have uploaded the most files allowed (${MAX_FILES_PER_SESSION}) for this order.`,
  notMultipart: 'Send the files as multipart/form-data.',
} as const;
