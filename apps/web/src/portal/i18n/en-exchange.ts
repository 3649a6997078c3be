import { addMessages } from './i18n';

export const enExchange = {
  exchange: {
    heading: 'Choose your new item',
    current: 'You have: {{title}}',
    unavailable: '{{value}} (unavailable)',
    yours: 'your current {{option}}',
    selected: 'New item: {{title}}, {{price}}',
    selectedGift: 'New item: {{title}}',
    noneSelectable: 'No other option of this product can be chosen right now.',
    newPrice: 'New item price',
    carried: 'Your discount carried over',
    youPaid: 'You paid',
    difference: 'Price difference',
    payerCustomer: 'You pay the difference: {{amount}}',
    payerMerchant: 'You get the difference back: {{amount}}',
    payerNone: 'Same price: nothing to pay',
    addedProducts: 'Added to your exchange',
    backInStock: 'Ships when it is back in stock.',
    suggestedHeading: 'Suggested for you',
    suggestedWhy: 'From the reason you gave, this should fit better:',
    suggestedItem: '{{title}}, {{price}}',
    chooseSuggestion: 'Choose {{title}}',
    suggestionChosen: 'Chosen',
  },
};

addMessages(enExchange, () => import('./hi-exchange'));
