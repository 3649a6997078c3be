import { newPasswordProblem, passwordMessages } from '@roundtrip/core/accounts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loadMember } from './member-view';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * The signed-in user's new password, with the current one as proof. Their other logins end; this one
 * goes on, so changing a password does not sign you out.
 */
export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  input: { current_password: string; new_password: string },
): Promise<{ message: string }> {
  const problem = newPasswordProblem(input.new_password);
  if (problem) throw refuse('new_password', problem);
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const me = await loadMember(tx, auth.storeId, auth.userId);
    if (!(await verifyPassword(me.passwordHash, input.current_password))) {
      throw refuse('current_password', passwordMessages.current);
    }
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, me.id), eq(users.storeId, auth.storeId)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, me.id),
          isNull(refreshTokens.revokedAt),
          auth.sessionId ? ne(refreshTokens.familyId, auth.sessionId) : undefined,
        ),
      );
    return { message: 'Your password is changed. Your other sessions were signed out.' };
  });
}
