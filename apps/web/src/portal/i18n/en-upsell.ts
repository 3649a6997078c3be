import { addMessages } from './i18n';

/** Words of the exchange page's upsell card, in its own chunk. */
export const enUpsell = {
  upsell: {
    heading: 'You may also like',
    discount: '{{value}} off when you add it to your exchange',
    from: 'From {{price}}',
    variant: 'Option for {{title}}',
    option: '{{title}}: {{price}}',
    optionOffer: '{{title}}: {{price}} (was {{was}})',
    add: 'Add to exchange',
    added: 'Added: {{title}}, {{price}}',
    remove: 'Remove {{title}}',
    max: 'You can add up to {{count}} products.',
  },
};

addMessages(enUpsell, () => import('./hi-upsell'));
