import {
  type AccountEmailKind,
  accountEmail,
  accountEmailKindOf,
  type LinkPurpose,
} from '@roundtrip/core/accounts';
import { hasPermission, type PermissionHolder } from '@roundtrip/core/permissions';
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { type NotificationRow, notifications } from '../db/schema';
import { ownerOf } from '../db/tenant-scope';
import type { Deps } from '../deps';
import { ACCOUNT_EMAIL_QUEUE, RETRY } from '../outbox/queue';
import { executorOf } from '../outbox/sql-executor';
import { withPasswordLinks } from '../password-link-token';
import { mailerOf } from './mailer';
import { renderEmail } from './render-email';
import { BouncedError } from './smtp-mailer';

type AccountEmailJob = { notificationId: string };

const BUTTON: Record<AccountEmailKind, string> = {
  invite: 'Choose your password',
  password_reset: 'Choose a new password',
};

/**
 * An invite or a password reset (docs/team.md): rendered with MJML at once (it reads nothing but its link),
 * written to the outbox (`notifications`, with no request) in the caller's transaction with its
 * delivery job, so the email exists exactly when its link does. "Sent emails" lists it; SMTP sends it
 * when SMTP_URL is set.
 */
export async function queueAccountEmail(
  deps: Deps,
  tx: Tx,
  input: {
    storeId: string;
    storeName: string;
    purpose: LinkPurpose;
    recipient: string;
    link: string;
    inviter?: string;
    now: Date;
  },
): Promise<void> {
  const kind = accountEmailKindOf(input.purpose);
  const words = accountEmail(input.purpose, {
    storeName: input.storeName,
    link: input.link,
    ...(input.inviter && { inviter: input.inviter }),
  });
  const rendered = await renderEmail({
    template: { subject: words.subject, heading: words.subject, body: words.body, button: BUTTON[kind] },
    values: {},
    brand: { storeName: input.storeName, logoUrl: '', color: '' },
    buttonUrl: input.link,
    language: 'en',
  });
  const [row] = await tx
    .insert(notifications)
    .values({
      storeId: input.storeId,
      requestId: null,
      audience: 'merchant',
      kind,
      language: 'en',
      recipient: input.recipient,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      event: kind,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('account email not written');
  await deps.sender.send(ACCOUNT_EMAIL_QUEUE, { notificationId: row.id } satisfies AccountEmailJob, {
    ...RETRY,
    db: executorOf(tx),
  });
}

/**
 * One delivery attempt of an account email (a system path: the owner connection). Throws to be retried
 * on a passing failure; a 5xx answer (a bounce) or the last attempt leaves the row bounced or failed,
 * with the error, in "Sent emails".
 */
export async function deliverAccountEmail(
  deps: Deps,
  notificationId: string,
  opts: { final: boolean },
): Promise<void> {
  const db = ownerOf(deps.db);
  const [n] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!n || n.requestId || n.status !== 'queued') return;
  const address = deps.config.emailFrom ?? 'returns@localhost';
  const from = `"Roundtrip" <${/<([^>]+)>/.exec(address)?.[1] ?? address.trim()}>`;
  const attempts = n.attempts + 1;
  try {
    const sent = await mailerOf(deps).send({
      idempotencyKey: n.id,
      from,
      to: n.recipient,
      subject: n.subject,
      // The link's token exists only in the email as it leaves: the row keeps the placeholder.
      text: withPasswordLinks(deps.config, n.body),
      html: withPasswordLinks(deps.config, n.html),
    });
    const now = deps.clock();
    await db
      .update(notifications)
      .set({
        status: 'sent',
        sentAt: now,
        attempts,
        lastError: null,
        providerMessageId: sent.id,
        transport: sent.transport,
        updatedAt: now,
      })
      .where(and(eq(notifications.id, n.id), eq(notifications.status, 'queued')));
  } catch (error) {
    const bounced = error instanceof BouncedError;
    const lastError = error instanceof Error ? error.message : String(error);
    await db
      .update(notifications)
      .set({
        attempts,
        lastError,
        updatedAt: deps.clock(),
        ...(bounced ? { status: 'bounced' as const } : opts.final ? { status: 'failed' as const } : {}),
      })
      .where(eq(notifications.id, n.id));
    if (!bounced && !opts.final) throw error;
  }
}

/**
 * "Sent emails" shows account emails without the link they carry to whoever may not use it: a reset
 * link opens an existing account, so it is never shown; an invite's only to who may manage the team
 * (who sees it under "Show invite" anyway).
 */
export function hideAccountLink(
  config: Pick<Config, 'encryptionKey'>,
  kind: NotificationRow['kind'],
  reader: PermissionHolder,
): (text: string) => string {
  const shown =
    (kind !== 'invite' && kind !== 'password_reset') ||
    (kind === 'invite' && hasPermission(reader, 'user.edit'));
  // Shown: the link as it was sent, rendered from the placeholder the row keeps.
  return shown
    ? (text) => withPasswordLinks(config, text)
    : (text) => text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1hidden');
}

/** The worker of the account-email queue (started with the side-effect workers). */
export async function workAccountEmails(deps: Deps, boss: PgBoss, pollingIntervalSeconds: number) {
  await boss.work<AccountEmailJob>(
    ACCOUNT_EMAIL_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const final = job.retryCount >= (job.retryLimit ?? RETRY.retryLimit);
      await deliverAccountEmail(deps, job.data.notificationId, { final });
    },
  );
}
