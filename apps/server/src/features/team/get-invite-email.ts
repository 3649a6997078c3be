import type { InviteEmailResponse } from '@roundtrip/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { withPasswordLinks } from '../../password-link-token';
import { NO_PASSWORD } from '../auth/passwords';
import { loadMember } from './member-view';

/**
 * The newest invite email of a member who has not chosen a password yet. Reset emails are never shown:
 * a reset link opens an existing account, and only its owner may read it.
 */
export async function getInviteEmail(deps: Deps, storeId: string, id: string): Promise<InviteEmailResponse> {
  const member = await loadMember(deps.db, storeId, id);
  if (member.passwordHash !== NO_PASSWORD) throw notFound('No invite is waiting for this member');
  const [email] = await deps.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.storeId, storeId),
        isNull(notifications.requestId),
        eq(notifications.recipient, member.email),
        eq(notifications.kind, 'invite'),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  if (!email) throw notFound('No invite is waiting for this member');
  return {
    recipient: email.recipient,
    subject: email.subject,
    // Handed over by the inviter: the link rendered now, as the email carries it.
    body: withPasswordLinks(deps.config, email.body),
    created_at: email.createdAt.toISOString(),
  };
}
