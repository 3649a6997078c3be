import type { enAccount } from './en-account';
import type { Messages } from './i18n';
/** Hindi for en-account.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enAccount> = {
  account: {
    signIn: 'Shopify से साइन इन करें',
    signInHint: 'ऑर्डर नंबर डाले बिना इस स्टोर के अपने ऑर्डर देखें।',
    or: 'या अपना ऑर्डर उसके नंबर से खोजें',
    title: 'आपके ऑर्डर',
    signingIn: 'आपको साइन इन किया जा रहा है…',
    signedInAs: '{{name}} के रूप में साइन इन',
    noOrders: 'आपके खाते में अभी कोई ऑर्डर नहीं है।',
    placed: '{{date}} को दिया गया',
    returnOrExchange: '{{name}} लौटाएँ या बदलें',
    opening: 'आपका ऑर्डर खोला जा रहा है…',
    signOut: 'साइन आउट करें',
  },
};
