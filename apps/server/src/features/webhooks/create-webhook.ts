import type { WebhookCreateBody } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { createWebhookEndpoint } from '../../providers/webhooks-out/endpoints';
import { checkWebhookUrl } from './check-webhook-url';
import { endpointOf, toWebhookView } from './webhook-view';

/** A new endpoint and its secret, shown this once (it can be revealed again by whoever may edit webhooks). */
export async function createWebhook(deps: Deps, storeId: string, body: WebhookCreateBody) {
  await checkWebhookUrl(deps, body.url);
  const { id, secret } = await createWebhookEndpoint(deps.db, deps.config.encryptionKey, {
    storeId,
    url: body.url,
    topics: body.topics,
    allowLoopback: deps.config.webhooksAllowLoopback ?? false,
  });
  return { ...toWebhookView(await endpointOf(deps.db, storeId, id), deps.clock()), secret };
}
