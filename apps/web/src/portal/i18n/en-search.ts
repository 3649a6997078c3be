import { addMessages } from './i18n';

export const enSearch = {
  notFound: {
    title: 'Page not found',
    store: "We couldn't find this store's returns page. Check the link you followed.",
  },
  search: {
    title: 'Find your order',
    intro: 'Enter your order number and the email or phone number you used when you ordered.',
    orderNumber: 'Order number',
    orderNumberHint: 'For example #1001. You can find it in your order confirmation.',
    contact: 'Email or phone number',
    contactHint: 'The one you gave when you ordered.',
    submit: 'Find my order',
    searching: 'Looking up your order…',
    orderNumberRequired: 'Please enter your order number',
    contactRequired: 'Please enter the email or phone used on the order',
    gift: 'This was a gift',
    giftHint: 'You will get store credit, and no prices are shown.',
    giftEmail: 'Your email',
    giftEmailHint: 'We send your store credit to this address.',
    giftEmailRequired: 'Please enter your email address',
    demoTitle: 'This is a demo store. Try one of its orders:',
    demoTry: 'Try order {{number}} with {{email}}',
    openingLink: 'Opening your request…',
  },
};

addMessages(enSearch, () => import('./hi-search'));
