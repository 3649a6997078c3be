import { addMessages } from './i18n';

export const enStorefront = {
  storefront: {
    title: 'Your orders',
    intro: 'Choose the order with the items you want to return or exchange.',
    none: "We couldn't find orders on your account. You can still look one up by its number.",
    placed: 'Placed on {{date}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    choose: 'Return or exchange items from {{name}}',
    opening: 'Opening your order…',
    other: 'Look up an order by its number',
  },
};

addMessages(enStorefront, () => import('./hi-storefront'));
