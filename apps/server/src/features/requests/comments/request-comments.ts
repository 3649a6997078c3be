import type { postCommentBody, RequestComment } from '@roundtrip/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type RequestCommentRow, requestComments, users } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import type { AuthContext } from '../../auth/authenticate';
import { actOnRequest } from '../act-on-request';

export const commentOf = (c: RequestCommentRow): RequestComment => ({
  id: c.id,
  message: c.message,
  customer_visible: c.customerVisible,
  author_id: c.authorId,
  author_name: c.authorName,
  created_at: c.createdAt.toISOString(),
});

export async function postComment(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof postCommentBody>,
) {
  const [author] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
  let created: RequestCommentRow | undefined;
  await actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'comment', permission: 'request.comment' },
    ({ now }) => ({
      event: {
        type: input.customer_visible ? 'message' : 'comment',
        message: input.message,
        customerVisible: input.customer_visible,
      },
      after: async (tx) => {
        [created] = await tx
          .insert(requestComments)
          .values({
            storeId: auth.storeId,
            requestId: id,
            authorId: auth.userId,
            authorName: author?.name ?? auth.email,
            message: input.message,
            customerVisible: input.customer_visible,
            createdAt: now,
          })
          .returning();
      },
    }),
  );
  if (!created) throw new Error('comment not written');
  return commentOf(created);
}

/** Deleting hides the comment; the timeline keeps that it was deleted. Another store's ids answer 404. */
export async function deleteComment(deps: Deps, auth: AuthContext, id: string, commentId: string) {
  await actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'delete_comment', permission: 'request.comment' },
    async ({ tx, now }) => {
      const [row] = await tx
        .update(requestComments)
        .set({ deletedAt: now })
        .where(
          and(
            eq(requestComments.id, commentId),
            eq(requestComments.requestId, id),
            eq(requestComments.storeId, auth.storeId),
            isNull(requestComments.deletedAt),
          ),
        )
        .returning({ id: requestComments.id });
      if (!row) throw new AppError('NOT_FOUND', 'Comment not found');
      return { event: { type: 'comment_deleted', message: 'Comment deleted', data: { commentId } } };
    },
  );
  return { id: commentId, deleted: true as const };
}
