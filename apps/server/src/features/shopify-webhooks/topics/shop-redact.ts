import { z } from 'zod';
import { storageFor } from '../../../providers/storage/storage-for';
import { redactShop } from '../../privacy/redact-shop';
import { processed, type TopicHandler } from '../topic-handler';

/** shop/redact: the store's data is erased, files included. */
export const shopRedact: TopicHandler<Record<string, unknown>> = {
  payload: z.looseObject({}),
  async run({ deps, store }) {
    const done = await redactShop(deps, storageFor(deps.config), store.id);
    return processed(`Store erased with ${done.files} file(s)`);
  },
};
