import { validationMessages } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import { en, mergeMessages } from './en';
import { messages as hiBank } from './hi-bank';
import { messages as hiCatalogue } from './hi-catalogue';
import { messages as hiDetails } from './hi-details';
import { messages as hiExchange } from './hi-exchange';
import { messages as hiExtra } from './hi-extra';
import { messages as hiMedia } from './hi-media';
import { messages as hiMethods } from './hi-methods';
import { messages as hiOrder } from './hi-order';
import { messages as hiReasons } from './hi-reasons';
import { messages as hiRefusals } from './hi-refusals';
import { messages as hiRequest } from './hi-request';
import { messages as hiSearch } from './hi-search';
import { messages as hiShell } from './hi-shell';
import { messages as hiShip } from './hi-ship';
import { messages as hiStatus } from './hi-status';
import { messages as hiUpsell } from './hi-upsell';

type Tree = { [key: string]: string | Tree };
const hi = mergeMessages(
  hiShell,
  hiSearch,
  hiOrder,
  hiStatus,
  hiRequest,
  hiBank,
  hiMedia,
  hiMethods,
  hiExchange,
  hiCatalogue,
  hiShip,
  hiExtra,
  hiUpsell,
  hiDetails,
  hiReasons,
  hiRefusals,
);

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}
/** `{{name}}` and `{{name, format}}` give `name`. */
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();

describe('portal messages', () => {
  const enLeaves = leaves(en);
  const hiLeaves = leaves(hi);

  it('Hindi has every English key and no other', () => {
    expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('Hindi keeps every placeholder and translates every message', () => {
    for (const [key, text] of enLeaves) {
      const h = hiLeaves.get(key) ?? '';
      expect(placeholders(h), key).toEqual(placeholders(text));
      if (/[A-Za-z]{4,}/.test(text.replace(/\{\{[^}]+\}\}|IFSC|HTML|URL|MB/g, ''))) {
        expect(h, key).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('uses core’s validator messages word for word', () => {
    for (const [key, text] of Object.entries(en.validation as Tree)) {
      expect(text).toBe(validationMessages[key as keyof typeof validationMessages]);
    }
  });
});
