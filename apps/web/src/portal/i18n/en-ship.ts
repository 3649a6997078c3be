import { addMessages } from './i18n';

/** Words of the exchange page's ship-to address, in its own chunk. */
export const enShip = {
  ship: {
    shipHeading: 'Where should we send your new item?',
    shipHint: 'We send it to the address on your order unless you change it here.',
    changeAddress: 'Change address',
    useOrderAddress: "Use my order's address",
    noOrderAddress: 'Your order has no delivery address. Please enter one.',
  },
};

addMessages(enShip, () => import('./hi-ship'));
