/**
 * English messages of the portal frame and of every page: errors, statuses, refund modes. Each page
 * adds its own part (en-search.ts, en-order.ts, en-request.ts, en-details.ts) when its chunk loads,
 * so a page downloads only its own words. hi.ts holds every Hindi message and loads on demand.
 */
export const enShell = {
  common: {
    returnTitle: 'Return items',
    exchangeTitle: 'Exchange items',
    language: 'Language',
    loading: 'Loading…',
    retry: 'Try again',
    backToOrder: 'Back to your order',
    newSearch: 'Look up another order',
    optional: '(optional)',
    paid: 'Paid {{price}} each, after discounts',
    quantity: 'Quantity: {{count}}',
    storeLogo: '{{name}} logo',
  },
  errors: {
    timeout:
      'It seems like your request is taking too much time for response. Request Timeout. Please try again.',
    network: "We couldn't reach the store. Check your connection and try again.",
    generic: 'Something went wrong. Please try again.',
    unavailable: "The store's orders can't be reached right now. Please try again later.",
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    fixProblems_one: 'Please fix 1 problem below.',
    fixProblems_other: 'Please fix {{count}} problems below.',
  },
  refundMode: {
    bank_transfer: 'Bank transfer',
    store_credit: 'Store credit',
    pay_to_source: 'Pay to original source',
    others: 'Others',
  },
};
