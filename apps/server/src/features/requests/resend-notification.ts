import { EMAIL_KIND_LABELS, emailFacts } from '@roundtrip/core/emails';
import { and, desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueEmail } from '../../notifications/queue-notification';
import { requestEmailKind } from '../../notifications/request-email-kind';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { requestConflict } from './request-conflict';

/**
 * "Resend update to customer": the latest email of the request goes out again, as a new notification
 * (history is kept) addressed to the request's current email, which the merchant may have corrected.
 */
export async function resendNotification(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'resend', permission: 'request.edit', idempotencyKey: key },
    async ({ tx, request, now }) => {
      const [latest] = await tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.requestId, request.id),
            eq(notifications.storeId, auth.storeId),
            eq(notifications.audience, 'shopper'),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(1);
      if (!latest) throw requestConflict(request.status, 'No update has been sent to this customer yet');
      const recipient = request.customerEmail.trim() || latest.recipient;
      const kind = requestEmailKind(latest.kind);
      // The same email again (its kind and the facts of its moment), rendered afresh for the new send.
      const effect = await queueEmail(
        tx,
        request,
        { kind, facts: emailFacts.parse(latest.facts), recipient },
        now,
      );
      const subject = latest.subject || EMAIL_KIND_LABELS[kind];
      return {
        event: {
          type: 'notification_resent',
          message: `Resent “${subject}” to ${recipient}`,
          data: { recipient },
        },
        effects: effect ? [effect] : [],
      };
    },
  );
}
