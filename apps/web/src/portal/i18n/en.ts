import { enBank } from './en-bank';
import { enCatalogue } from './en-catalogue';
import { enDetails } from './en-details';
import { enExchange } from './en-exchange';
import { enExtra } from './en-extra';
import { enMedia } from './en-media';
import { enMethods } from './en-methods';
import { enOrder } from './en-order';
import { enReasons } from './en-reasons';
import { enRefusals } from './en-refusals';
import { enRequest } from './en-request';
import { enSearch } from './en-search';
import { enShell } from './en-shell';
import { enShip } from './en-ship';
import { enStatus } from './en-status';
import { enUpsell } from './en-upsell';

type Tree = { [key: string]: string | Tree };

/** Parts merged key by key (several parts add to `request` and `validation`). */
export function mergeMessages(...parts: object[]): Tree {
  const out: Tree = {};
  for (const part of parts) {
    for (const [k, v] of Object.entries(part as Tree)) {
      const prev = out[k];
      out[k] = typeof v === 'object' && typeof prev === 'object' ? mergeMessages(prev, v) : v;
    }
  }
  return out;
}

/** Every English message, for tests (pages load only their own part). */
const enParts = {
  enShell,
  enSearch,
  enOrder,
  enStatus,
  enExtra,
  enUpsell,
  enRequest,
  enBank,
  enMedia,
  enMethods,
  enExchange,
  enCatalogue,
  enShip,
  enDetails,
  enReasons,
  enRefusals,
};
export const en = mergeMessages(...Object.values(enParts));
