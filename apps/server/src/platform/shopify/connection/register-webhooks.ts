import { createAdminGraphql } from '../admin-graphql';
import { WEBHOOK_SUBSCRIPTION_CREATE, WEBHOOK_SUBSCRIPTIONS_QUERY } from '../documents/app';
import { allPages } from '../reads';
import type { WebhookSubscriptionTopic } from '../types/admin.types';
import { loadAppToml } from './app-toml';
import { noteConnectionHealth } from './connections';
import { createShopifyAccess } from './database-access';
import type { RenewDeps } from './renew-access';

/** Shopify's enum of a topic as the toml names it: `returns/request` → `RETURNS_REQUEST`. */
const topicEnum = (topic: string) => topic.replace(/\//g, '_').toUpperCase() as WebhookSubscriptionTopic;

/** The mandatory privacy topics are an app's own setting in the Dev Dashboard, not a subscription. */
const COMPLIANCE = new Set(['customers/data_request', 'customers/redact', 'shop/redact']);

/**
 * Subscribes a store connected through a custom app of its own (client credentials, a pasted token) to
 * the topics of shopify.app.toml at Roundtrip's public address, as the app's deploy would: only those
 * not subscribed there already. The outcome is kept on the connection for Settings → Shopify.
 */
export async function registerWebhooks(deps: RenewDeps, storeId: string): Promise<void> {
  const base = deps.config.shopify?.appUrl ?? deps.config.publicUrl ?? '';
  const uri = `${base.replace(/\/$/, '')}/api/webhooks/shopify`;
  const note = (error: string | null) =>
    noteConnectionHealth(deps.db, storeId, {
      webhooksRegisteredAt: error ? null : deps.clock(),
      webhookError: error,
    });
  if (!uri.startsWith('https://'))
    return note(
      `Shopify delivers webhooks to an https address only: set PUBLIC_URL to Roundtrip's public https address (now ${base}) and connect again`,
    );
  const gql = createAdminGraphql({
    access: createShopifyAccess(deps),
    ...(deps.config.shopifyAdminOrigin && { adminOrigin: deps.config.shopifyAdminOrigin }),
  });
  try {
    const read = async (after: string | null) =>
      (await gql(storeId, WEBHOOK_SUBSCRIPTIONS_QUERY, { after })).webhookSubscriptions;
    const existing = await allPages(await read(null), read);
    const wanted = loadAppToml()
      .webhooks.flatMap((w) => w.topics)
      .filter((t) => !COMPLIANCE.has(t))
      .map(topicEnum);
    const refusals: string[] = [];
    for (const topic of wanted) {
      if (existing.some((s) => s.topic === topic && s.uri === uri)) continue;
      const made = await gql(storeId, WEBHOOK_SUBSCRIPTION_CREATE, { topic, uri }, { write: true });
      for (const e of made.webhookSubscriptionCreate?.userErrors ?? [])
        refusals.push(`${topic}: ${e.message}`);
    }
    await note(refusals.length > 0 ? `Shopify refused: ${refusals.join('; ')}` : null);
  } catch (error) {
    await note(
      `Shopify could not be asked for the webhooks: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
