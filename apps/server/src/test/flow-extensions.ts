import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';

// The app's Shopify Flow extensions as Shopify CLI would deploy them (extensions/flow-*): what the fake
// Admin API accepts from flowTriggerReceive, and what the extension test compares with core.

const field = z.object({
  type: z.string(),
  key: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  required: z.boolean().optional(),
});
const extension = z.object({
  type: z.enum(['flow_trigger', 'flow_action', 'flow_trigger_lifecycle_callback']),
  name: z.string(),
  handle: z.string().optional(),
  description: z.string().optional(),
  runtime_url: z.string().optional(),
  url: z.string().optional(),
});
const file = z.object({
  extensions: z.array(extension).length(1),
  settings: z.object({ fields: z.array(field).default([]) }).optional(),
});

export type FlowExtension = z.infer<typeof extension> & { folder: string; fields: z.infer<typeof field>[] };

const root = new URL('../../../../extensions/', import.meta.url);

/** Every extensions/flow-* folder's shopify.extension.toml, parsed. */
export function flowExtensions(): FlowExtension[] {
  return readdirSync(root)
    .filter((folder) => folder.startsWith('flow-'))
    .sort()
    .map((folder) => {
      const parsed = file.parse(
        parse(readFileSync(join(root.pathname, folder, 'shopify.extension.toml'), 'utf8')),
      );
      const [ext] = parsed.extensions;
      if (!ext) throw new Error(`${folder}: no extension`);
      return { ...ext, folder, fields: parsed.settings?.fields ?? [] };
    });
}
