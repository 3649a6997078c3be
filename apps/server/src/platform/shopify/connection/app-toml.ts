import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScopes } from '@roundtrip/core';
import { parse } from 'smol-toml';
import { z } from 'zod';

// shopify.app.toml at the repository root is the one declaration of the app's scopes and webhook
// subscriptions: Shopify CLI deploys it, and the server reads it here, so nothing is declared twice.

const appTomlSchema = z.object({
  access_scopes: z.object({ scopes: z.string() }),
  webhooks: z
    .object({
      api_version: z.string().optional(),
      subscriptions: z
        .array(
          z
            .object({
              topics: z.array(z.string()).default([]),
              // The mandatory privacy topics have their own key in the file.
              compliance_topics: z.array(z.string()).default([]),
              uri: z.string(),
            })
            .passthrough(),
        )
        .default([]),
    })
    .optional(),
});

export type ShopifyAppToml = {
  scopes: string[];
  /** Each subscription's topics, the mandatory privacy (compliance) topics among them. */
  webhooks: { topics: string[]; uri: string }[];
};

/** The file, found from this module upwards: the same walk works from src/ and from the built dist/. */
function findAppToml(from: string): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'shopify.app.toml');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('shopify.app.toml not found above the server');
    dir = parent;
  }
}

function parseAppToml(text: string): ShopifyAppToml {
  const parsed = appTomlSchema.parse(parse(text));
  return {
    scopes: parseScopes(parsed.access_scopes.scopes),
    webhooks: (parsed.webhooks?.subscriptions ?? []).map((s) => ({
      topics: [...s.topics, ...s.compliance_topics],
      uri: s.uri,
    })),
  };
}

let loaded: ShopifyAppToml | undefined;

/** Read once per process: the file ships with the code and changes only with a deploy. */
export function loadAppToml(): ShopifyAppToml {
  loaded ??= parseAppToml(readFileSync(findAppToml(dirname(fileURLToPath(import.meta.url))), 'utf8'));
  return loaded;
}
