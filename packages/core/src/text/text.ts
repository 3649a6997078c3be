/** Text helpers trim whitespace (null and undefined become ''). */
export function trimText(value: string | null | undefined): string {
  return (value ?? '').trim();
}

// Punctuation and symbols (any script) plus whitespace, at either end.
const EDGE_PUNCT = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** Strips leading and trailing special punctuation ("--Hello!!" -> "Hello"). */
export function stripPunctuation(value: string | null | undefined): string {
  return (value ?? '').replace(EDGE_PUNCT, '');
}

/** A reason whose name contains "damaged" is treated as damage. */
export function isDamagedReason(name: string | null | undefined): boolean {
  return (name ?? '').toLowerCase().includes('damaged');
}

/** Video extensions ("quicktime" is how MOV files arrive as a MIME subtype). */
export const VIDEO_EXTENSIONS = [
  'mp4',
  'avi',
  'mov',
  'wmv',
  'flv',
  'webm',
  'mkv',
  'm4v',
  'mpeg',
  'mpg',
  'quicktime',
] as const;

/** Accepts a file name, URL or MIME type: "clip.MOV", "https://x/y.mp4?v=1", "video/quicktime". */
export function isVideoFile(nameOrType: string | null | undefined): boolean {
  const clean = (nameOrType ?? '').trim().toLowerCase().split(/[?#]/)[0] ?? '';
  const ext = clean.split(/[./]/).pop() ?? '';
  return (VIDEO_EXTENSIONS as readonly string[]).includes(ext);
}
