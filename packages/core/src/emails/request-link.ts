import { ADMIN_LIST_SEGMENTS, type RequestKind } from '../lifecycle/statuses';
import type { EmailLanguage } from './kinds';

/** How long an email's link opens its request without the order lookup (docs/emails.md "Links"). */
export const REQUEST_LINK_DAYS = 30;

/** When a link signed now stops opening its request. */
export const requestLinkExpiry = (now: Date): Date =>
  new Date(now.getTime() + REQUEST_LINK_DAYS * 86_400_000);

/**
 * The portal page an email links to, in the shopper's language (`lang` is read by the portal): it opens
 * the request with the link's signed token, and sends the shopper to the order lookup once it expired.
 */
export function requestLink(
  publicUrl: string,
  handle: string,
  token: string,
  language: EmailLanguage,
): string {
  return `${origin(publicUrl)}/${encodeURIComponent(handle)}/open/${encodeURIComponent(token)}?lang=${language}`;
}

/** The merchant's request page. */
export function adminRequestLink(publicUrl: string, kind: RequestKind, requestId: string): string {
  return `${origin(publicUrl)}/admin/${ADMIN_LIST_SEGMENTS[kind]}/${encodeURIComponent(requestId)}`;
}

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
