import { addMessages } from './i18n';

/** Words of the exchange page's "more new items" part (multiple exchange products), in its own chunk. */
export const enExtra = {
  exchangeExtra: {
    addAnother: 'Add {{title}} as another new item',
    extraItem: 'Also: {{title}}',
    removeExtra: 'Remove {{title}}',
  },
};

addMessages(enExtra, () => import('./hi-extra'));
