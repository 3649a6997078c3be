import type { TeamMember } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { NO_PASSWORD } from '../auth/passwords';

export const memberViewOf = (row: UserRow): TeamMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  user_type: row.userType,
  permissions: row.permissions,
  status: row.passwordHash === NO_PASSWORD ? 'invited' : 'active',
  created_at: row.createdAt.toISOString(),
});

/** A user of the store, locked for the change that follows; another store's id is a 404 like any unknown id. */
export async function loadMember(db: Db | Tx, storeId: string, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.storeId, storeId)))
    .for('update');
  if (!row) throw notFound('User not found');
  return row;
}

/** The signed-in user as core's team rules see them. */
export const actorOf = (auth: AuthContext) => ({
  id: auth.userId,
  user_type: auth.userType,
  permissions: auth.permissions,
});
