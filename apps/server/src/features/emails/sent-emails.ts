import type { SentEmailListResponse, SentEmailView } from '@roundtrip/core';
import { and, count, desc, eq } from 'drizzle-orm';
import { type NotificationRow, notifications, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hideAccountLink } from '../../notifications/account-emails';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';

const summaryOf = (n: NotificationRow, requestName: string | null) => ({
  id: n.id,
  request_id: n.requestId,
  request_name: requestName ?? '',
  kind: n.kind,
  audience: n.audience,
  language: n.language,
  recipient: n.recipient,
  subject: n.subject,
  status: n.status,
  transport: n.transport,
  last_error: n.lastError,
  created_at: n.createdAt.toISOString(),
  sent_at: n.sentAt?.toISOString() ?? null,
});

/** "Sent emails": every email of the store, newest first (the outbox when no SMTP server is set). */
export async function listSentEmails(
  deps: Deps,
  auth: AuthContext,
  query: { page: number; limit: number },
): Promise<SentEmailListResponse> {
  requirePermission(auth, 'request.all.view');
  const mine = eq(notifications.storeId, auth.storeId);
  const rows = await deps.db
    .select({ n: notifications, requestName: requests.name })
    .from(notifications)
    .leftJoin(requests, eq(requests.id, notifications.requestId))
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ n: count() }).from(notifications).where(mine);
  return { docs: rows.map((r) => summaryOf(r.n, r.requestName)), total: total?.n ?? 0 };
}

/** One email as it was sent: its HTML and plain-text parts. */
export async function getSentEmail(deps: Deps, auth: AuthContext, id: string): Promise<SentEmailView> {
  requirePermission(auth, 'request.all.view');
  const [row] = await deps.db
    .select({ n: notifications, requestName: requests.name })
    .from(notifications)
    .leftJoin(requests, eq(requests.id, notifications.requestId))
    .where(and(eq(notifications.id, id), eq(notifications.storeId, auth.storeId)));
  if (!row) throw new AppError('NOT_FOUND', 'Email not found');
  const hide = hideAccountLink(deps.config, row.n.kind, {
    user_type: auth.userType,
    permissions: auth.permissions,
  });
  return { ...summaryOf(row.n, row.requestName), html: hide(row.n.html), text: hide(row.n.body) };
}
