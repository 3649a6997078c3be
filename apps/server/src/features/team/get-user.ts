import type { TeamMember } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { memberViewOf } from './member-view';

export async function getUser(deps: Deps, storeId: string, id: string): Promise<TeamMember> {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.storeId, storeId)));
  if (!row) throw notFound('User not found');
  return memberViewOf(row);
}
