import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, base64url: the id in the shopper's links (`/orderlist/:token`). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked database row is not a live link. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
