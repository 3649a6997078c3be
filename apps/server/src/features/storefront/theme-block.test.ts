import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The theme app extension's app block, checked as Shopify's "Configure theme app extensions" page
// describes a block's schema (Shopify's Theme Check needs its CLI and the network; this covers what it
// would say about this block). The block links to the portal the app proxy serves (storefront.routes.ts).

const repo = (path: string) => fileURLToPath(new URL(`../../../../../${path}`, import.meta.url));
const read = (path: string) => readFileSync(repo(path), 'utf8');

// Shopify's setting types: basic and specialized input settings, and the two sidebar settings.
const INPUT_TYPES = [
  'checkbox',
  'number',
  'radio',
  'range',
  'select',
  'text',
  'textarea',
  'article',
  'blog',
  'collection',
  'collection_list',
  'color',
  'color_background',
  'color_scheme',
  'color_scheme_group',
  'font_picker',
  'html',
  'image_picker',
  'inline_richtext',
  'link_list',
  'liquid',
  'metaobject',
  'metaobject_list',
  'page',
  'product',
  'product_list',
  'richtext',
  'text_alignment',
  'url',
  'video',
  'video_url',
];
const SIDEBAR_TYPES = ['header', 'paragraph'];

const setting = z.union([
  z.object({ type: z.enum(SIDEBAR_TYPES), content: z.string().min(1) }),
  z.object({
    type: z.enum(INPUT_TYPES),
    id: z.string().regex(/^[a-z][a-z0-9_]*$/),
    label: z.string().min(1),
    default: z.unknown().optional(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  }),
]);
const blockSchema = z.object({
  // "Keep app block names under 25 characters so they fit in the theme editor sidebar."
  name: z.string().min(1).max(25),
  // An app block (not an app embed) is added to a section.
  target: z.literal('section'),
  settings: z.array(setting),
});

const liquid = read('extensions/return-block/blocks/start-return.liquid');

function schemaOf(source: string): z.infer<typeof blockSchema> {
  const json = /{%\s*schema\s*%}([\s\S]*?){%\s*endschema\s*%}/.exec(source)?.[1];
  if (!json) throw new Error('the block has no {% schema %}');
  return blockSchema.parse(JSON.parse(json));
}

describe('the "Start a return" theme app block', () => {
  it('is a theme app extension', () => {
    const toml = z
      .object({ name: z.string().min(1), type: z.literal('theme') })
      .parse(parse(read('extensions/return-block/shopify.extension.toml')));
    expect(toml.type).toBe('theme');
  });

  it('has a schema Shopify accepts for an app block: its name, target and settings', () => {
    const schema = schemaOf(liquid);
    expect(schema.name).toBe('Start a return');
    const ids = schema.settings.flatMap((s) => ('id' in s ? [s.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of schema.settings) {
      if (!('id' in s)) continue;
      if (s.type === 'select' || s.type === 'radio') {
        expect(s.options?.length, s.id).toBeGreaterThan(0);
        expect(
          s.options?.map((o) => o.value),
          s.id,
        ).toContain(s.default);
      }
      if (s.type === 'checkbox') expect(typeof s.default, s.id).toBe('boolean');
    }
    // Every setting the markup reads is declared.
    for (const [, id] of liquid.matchAll(/block\.settings\.([a-z0-9_]+)/g)) expect(ids, id).toContain(id);
  });

  it('words every text from its storefront locale file', () => {
    const locale = z
      .record(z.string(), z.record(z.string(), z.string()))
      .parse(JSON.parse(read('extensions/return-block/locales/en.default.json')));
    const keys = [...liquid.matchAll(/'([a-z_]+)\.([a-z_]+)'\s*\|\s*t\b/g)];
    expect(keys.length).toBeGreaterThan(0);
    for (const [key, group = '', name = ''] of keys) expect(locale[group]?.[name], key).toBeTruthy();
  });

  it('links only to the portal on the store’s domain, where shopify.app.toml puts the app proxy', () => {
    const app = z
      .object({ app_proxy: z.object({ prefix: z.string(), subpath: z.string() }) })
      .parse(parse(read('shopify.app.toml')));
    const links = [...liquid.matchAll(/assign returns_url = '([^']+)'/g)].map(([, url]) => url);
    expect(links).toEqual([`/${app.app_proxy.prefix}/${app.app_proxy.subpath}`]);
    // No script of its own and nothing written into the theme: the block is markup and a link.
    expect(liquid).not.toMatch(/{%\s*javascript|<script/);
  });
});
