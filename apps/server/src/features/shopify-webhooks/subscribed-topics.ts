import { loadAppToml } from '../../platform/shopify/connection/app-toml';

/** Every topic shopify.app.toml subscribes to: the one declaration, read through the connection's loader. */
export function subscribedTopics(): ReadonlySet<string> {
  return new Set(loadAppToml().webhooks.flatMap((w) => w.topics));
}
