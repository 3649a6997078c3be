import type { TeamMember } from '@roundtrip/core';
import { passwordMessages } from '@roundtrip/core/accounts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { verifyPassword } from '../auth/passwords';
import { loadMember, memberViewOf } from './member-view';

const TAKEN = 'Another member of this store already uses this email';

/**
 * `PUT /user/v1/contact-update`: the signed-in user's own name and email. A new email takes the
 * current password, so an unattended open session cannot move the account (and its resets) elsewhere.
 */
export async function updateContact(
  deps: Deps,
  auth: AuthContext,
  input: { name: string; email: string; current_password?: string | undefined },
): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    const me = await loadMember(tx, auth.storeId, auth.userId);
    const emailChanges = me.email.toLowerCase() !== input.email.toLowerCase();
    if (emailChanges) {
      if (!(await verifyPassword(me.passwordHash, input.current_password ?? ''))) {
        throw new AppError('VALIDATION_FAILED', passwordMessages.current, {
          current_password: passwordMessages.current,
        });
      }
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.storeId, auth.storeId),
            ne(users.id, me.id),
            eq(sql`lower(${users.email})`, input.email.toLowerCase()),
          ),
        );
      if (other) throw new AppError('CONFLICT', TAKEN, { email: TAKEN });
    }
    const [row] = await tx
      .update(users)
      .set({ name: input.name, email: input.email })
      .where(and(eq(users.id, me.id), eq(users.storeId, auth.storeId)))
      .returning();
    if (!row) throw new Error('user vanished under its lock');
    return memberViewOf(row);
  });
}
