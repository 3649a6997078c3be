import type { UserListResponse } from '@roundtrip/core';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { containing } from '../../db/like-pattern';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { memberViewOf } from './member-view';

/** The store's team, oldest first, filtered by a part of the name or email. */
export async function listUsers(
  deps: Deps,
  storeId: string,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<UserListResponse> {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    eq(users.storeId, storeId),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ total: count() }).from(users).where(where),
  ]);
  return { docs: rows.map(memberViewOf), total: counted?.total ?? 0, page: query.page, limit: query.limit };
}
