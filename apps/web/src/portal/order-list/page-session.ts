import type { SessionDataResponse } from '@roundtrip/core';
import { primeSession } from '../lib/endpoints';

/**
 * The session the server sent inside the page with the order list already rendered
 * (apps/server features/portal/serve-order-list.ts), as JSON no policy treats as a script. Read when
 * this chunk loads, before the first render, so the page hydrates the same markup.
 */
let sent: string | null = null;
const element = typeof document === 'undefined' ? null : document.getElementById('rt-session');
if (element) {
  element.remove();
  try {
    const { id, data } = JSON.parse(element.textContent ?? '') as { id: string; data: SessionDataResponse };
    primeSession(id, data);
    sent = id;
  } catch {
    // a damaged page: the session is read from the API as usual
  }
}

/** True once for the session the page came with: its data is already in the cache, fresh. */
export function cameWithPage(sessionId: string): boolean {
  if (sent !== sessionId) return false;
  sent = null;
  return true;
}
