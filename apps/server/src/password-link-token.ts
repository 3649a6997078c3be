import { createHmac } from 'node:crypto';
import type { Config } from './config';

/**
 * A password link's token, derived from the link's id with the server's key (docs/security.md, "Secrets
 * at rest"): 256 bits no one holding only the database can compute. Only its hash is stored
 * (`password_links.token_hash`); the email is rendered with it at send time, and the outbox keeps the
 * link with a placeholder in the token's place.
 */
export const passwordLinkToken = (config: Pick<Config, 'encryptionKey'>, linkId: string): string =>
  createHmac('sha256', config.encryptionKey).update(`password-link:${linkId}`).digest('base64url');

/** What the outbox keeps in the token's place: the link's id, which opens nothing by itself. */
export const pendingLinkToken = (linkId: string) => `pending-${linkId}`;
const PENDING = /([?&]token=)pending-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** An email's text or HTML as it is sent (or handed over): each placeholder replaced by its token. */
export const withPasswordLinks = (config: Pick<Config, 'encryptionKey'>, text: string): string =>
  text.replace(PENDING, (_, prefix: string, id: string) => `${prefix}${passwordLinkToken(config, id)}`);
