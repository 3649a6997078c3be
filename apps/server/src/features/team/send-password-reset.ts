import { teamChangeProblem } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { queueAccountEmail } from '../../notifications/account-emails';
import type { AuthContext } from '../auth/authenticate';
import { issuePasswordLink } from '../auth/password-links';
import { NO_PASSWORD } from '../auth/passwords';
import { actorOf, loadMember, memberViewOf } from './member-view';

/**
 * `PATCH /user/v1/{id}`: emails the member a link to choose a new password. Their password stays
 * until the link is used; an invited member gets a fresh invite instead, with an invite's longer life.
 */
export async function sendPasswordReset(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<{ message: string }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const target = await loadMember(tx, auth.storeId, id);
    const problem = teamChangeProblem(actorOf(auth), { ...target, user_type: target.userType }, 'reset');
    if (problem) throw new AppError('FORBIDDEN', problem);
    const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, auth.storeId));
    if (!store) throw notFound('Store not found');
    const purpose = target.passwordHash === NO_PASSWORD ? 'invite' : 'reset';
    const link = await issuePasswordLink(deps, tx, { user: target, purpose, now });
    await queueAccountEmail(deps, tx, {
      storeId: auth.storeId,
      storeName: store.name,
      purpose,
      recipient: target.email,
      link,
      now,
    });
    // The link itself is never recorded: only that one was sent, and of which kind.
    const details = { ...memberViewOf(target), link: purpose };
    await recordAudit(tx, auth, {
      at: now,
      action: 'user.password_link_sent',
      subjectId: target.id,
      details,
    });
    return { message: `We emailed ${target.email} a link to choose a new password` };
  });
}
