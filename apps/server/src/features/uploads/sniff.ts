import { fileTypeFromBuffer } from 'file-type';

export type Sniffed = { kind: 'image' | 'video'; ext: string; mime: string };

/** Image formats kept as they are (re-encoded); AVIF and HEIC become JPEG. */
const IMAGES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
};

/** Container formats of the accepted video extensions, as file-type names them (ASF is WMV's container). */
const VIDEOS: Record<string, { ext: string; mime: string }> = {
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  m4v: { ext: 'm4v', mime: 'video/x-m4v' },
  mov: { ext: 'mov', mime: 'video/quicktime' },
  webm: { ext: 'webm', mime: 'video/webm' },
  mkv: { ext: 'mkv', mime: 'video/x-matroska' },
  avi: { ext: 'avi', mime: 'video/x-msvideo' },
  flv: { ext: 'flv', mime: 'video/x-flv' },
  asf: { ext: 'wmv', mime: 'video/x-ms-wmv' },
  mpg: { ext: 'mpg', mime: 'video/mpeg' },
};

/** Bytes file-type needs to recognise every format above. */
export const SNIFF_BYTES = 4100;

/**
 * The file's type from its first bytes, never from its name or declared type. SVG, HTML and
 * anything else unrecognised answer null: they are refused, so nothing served back can run script.
 */
export async function sniff(head: Uint8Array): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  const image = IMAGES[found.ext];
  if (image) return { kind: 'image', ext: found.ext, mime: image };
  const video = VIDEOS[found.ext];
  if (video && found.mime.startsWith('video/')) return { kind: 'video', ...video };
  return null;
}
