import type { enShip } from './en-ship';
import type { Messages } from './i18n';

/** Hindi for en-ship.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enShip> = {
  ship: {
    shipHeading: 'आपका नया सामान कहाँ भेजें?',
    shipHint: 'जब तक आप यहाँ न बदलें, हम इसे आपके ऑर्डर वाले पते पर भेजेंगे।',
    changeAddress: 'पता बदलें',
    useOrderAddress: 'मेरे ऑर्डर वाला पता इस्तेमाल करें',
    noOrderAddress: 'आपके ऑर्डर में डिलीवरी का पता नहीं है। कृपया पता डालें।',
  },
};
