import { planRequiredMessage } from '@roundtrip/core/plans';
import { topicFeature } from '@roundtrip/core/shopify-sync';
import { eq } from 'drizzle-orm';
import { type ShopifyWebhookRow, shopifyWebhooks, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { hasFeature } from '../../store/billing';
import type { HandlerResult, TopicContext, TopicHandler } from './topic-handler';
import { TOPIC_HANDLERS } from './topics';

export type ProcessResult = 'done' | 'retry' | 'failed';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function runHandler<P>(handler: TopicHandler<P>, ctx: TopicContext): Promise<HandlerResult> {
  const parsed = handler.payload.safeParse(ctx.webhook.payload ?? {});
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || 'payload').join(', ');
    return { status: 'ignored', outcome: `The payload does not have the fields we read: ${fields}` };
  }
  return handler.run(ctx, parsed.data);
}

async function finish(
  deps: Deps,
  row: ShopifyWebhookRow,
  patch: Partial<typeof shopifyWebhooks.$inferInsert>,
) {
  await deps.db
    .update(shopifyWebhooks)
    .set({ attempts: row.attempts + 1, ...patch })
    .where(eq(shopifyWebhooks.id, row.id));
}

/**
 * One attempt at one accepted webhook. A done row is skipped (a duplicate job). Once handled, the
 * payload is emptied: it held personal data we no longer need. A failing attempt keeps it for the
 * retry; the last one marks the row failed, payload kept, so the event is never lost.
 */
export async function processWebhook(
  deps: Deps,
  id: string,
  opts: { final: boolean },
): Promise<ProcessResult> {
  const [row] = await deps.db.select().from(shopifyWebhooks).where(eq(shopifyWebhooks.id, id));
  if (!row || row.status === 'processed' || row.status === 'ignored') return 'done';
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, row.storeId));
  if (!store) return 'done';
  try {
    const handler = TOPIC_HANDLERS[row.topic];
    const feature = topicFeature(row.topic);
    const result =
      feature && !hasFeature(deps.config, store, feature)
        ? { status: 'ignored' as const, outcome: planRequiredMessage(feature) }
        : handler
          ? await runHandler(handler, { deps, store, webhook: row })
          : { status: 'ignored' as const, outcome: 'Not a topic Roundtrip subscribes to any more' };
    // shop/redact deletes the store and with it this row: nothing is left to mark.
    await finish(deps, row, { ...result, payload: null, processedAt: deps.clock() });
    return 'done';
  } catch (error) {
    await finish(deps, row, { outcome: messageOf(error), status: opts.final ? 'failed' : 'pending' });
    return opts.final ? 'failed' : 'retry';
  }
}
