import { audienceOf, emailFacts } from '@roundtrip/core/emails';
import { and, asc, eq } from 'drizzle-orm';
import { type NotificationRow, requestItems, requests, type StoreRow } from '../db/schema';
import type { Deps } from '../deps';
import { logoAddress } from '../store/logo-address';
import { emailTemplateOf } from './email-template-of';
import { type EmailSubject, emailValues } from './email-values';
import { type Brand, type RenderedEmail, renderEmail } from './render-email';
import { requestEmailKind } from './request-email-kind';

const brandOf = (deps: Deps, store: StoreRow): Brand => ({
  storeName: store.name,
  logoUrl: logoAddress(deps.config, store),
  color: store.brandColor,
});

/** An email of a subject (a real request, or the editor's demo one) rendered with the store's template. */
export async function renderFor(
  deps: Deps,
  subject: EmailSubject,
  template?: Parameters<typeof renderEmail>[0]['template'],
): Promise<RenderedEmail> {
  const values = await emailValues(deps, subject);
  return renderEmail({
    template: template ?? (await emailTemplateOf(deps.db, subject.store.id, subject.kind, subject.language)),
    values,
    brand: brandOf(deps, subject.store),
    buttonUrl: (audienceOf(subject.kind) === 'shopper' ? values.request_url : values.admin_url) ?? '',
    language: subject.language,
  });
}

/** A queued email rendered from its template, its request as it is now and the facts of its moment. */
export async function composeEmail(deps: Deps, n: NotificationRow, store: StoreRow): Promise<RenderedEmail> {
  const requestId = n.requestId;
  if (!requestId) throw new Error('An account email is rendered when written, not here');
  const [request] = await deps.db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.storeId, n.storeId)));
  if (!request) throw new Error('The request of this email no longer exists');
  const items = await deps.db
    .select()
    .from(requestItems)
    .where(and(eq(requestItems.requestId, request.id), eq(requestItems.storeId, n.storeId)))
    .orderBy(asc(requestItems.createdAt), asc(requestItems.id));
  return renderFor(deps, {
    store,
    request,
    items,
    kind: requestEmailKind(n.kind),
    language: n.language,
    facts: emailFacts.parse(n.facts),
    at: n.createdAt,
  });
}
