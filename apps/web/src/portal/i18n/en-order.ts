import { RETURN_TERMS_EN } from '@roundtrip/core/policy';
import { addMessages } from './i18n';

export const enOrder = {
  orderList: {
    title: 'Your orders',
    order: 'Order {{name}}',
    placedOn: 'Placed on {{date}}',
    items: 'Items in this order',
    returnItem: 'Return',
    exchangeItem: 'Exchange',
    returnAria: 'Return {{title}}',
    exchangeAria: 'Exchange {{title}}',
    notReturnable: 'Return not available',
    notExchangeable: 'Exchange not available',
    notAvailable: 'Not available for return or exchange',
    requests: 'Your requests',
    returnCount_one: '{{count}} return',
    returnCount_other: '{{count}} returns',
    exchangeCount_one: '{{count}} exchange',
    exchangeCount_other: '{{count}} exchanges',
    requestName: 'Request {{name}}',
    requestedOn: 'Requested on {{date}}',
    viewRequest: 'View request {{name}}',
    requestAmount: 'Expected refund: {{amount}}',
    // The emails' `{{return_terms}}` says the same sentences.
    ...RETURN_TERMS_EN,
    cancelHeading: 'Cancel items that have not shipped',
    cancelHelp:
      'These items have not shipped yet. Cancel them and your refund goes back to your original payment.',
    cancelItem: 'Cancel {{title}} × {{count}}',
    cancelButton: 'Cancel selected items',
    cancelChoose: 'Choose at least one item to cancel.',
    cancellationCount_one: '{{count}} cancellation',
    cancellationCount_other: '{{count}} cancellations',
  },
};

addMessages(enOrder, () => import('./hi-order'));
