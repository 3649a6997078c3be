import { addMessages } from './i18n';

/** The sign-in with the shopper's store account (Shopify customer accounts) and their orders. */
export const enAccount = {
  account: {
    signIn: 'Sign in with Shopify',
    signInHint: 'See your orders from this store without typing an order number.',
    or: 'Or find your order by its number',
    title: 'Your orders',
    signingIn: 'Signing you in…',
    signedInAs: 'Signed in as {{name}}',
    noOrders: 'There are no orders on your account yet.',
    placed: 'Placed {{date}}',
    returnOrExchange: 'Return or exchange {{name}}',
    opening: 'Opening your order…',
    signOut: 'Sign out',
  },
};

addMessages(enAccount, () => import('./hi-account'));
