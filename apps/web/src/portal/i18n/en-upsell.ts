import { addMessages } from './i18n';

/** Words of the exchange page's upsell card, in its own chunk. */
export const enUpsell = {
  upsell: {
    heading: 'You may also like',
    discount: '{{value}} off when you add it to your exchange',
    from: 'From {{price}}',
  },
};

addMessages(enUpsell, () => import('./hi-upsell'));
