import type { enStorefront } from './en-storefront';
import type { Messages } from './i18n';
/** Hindi for en-storefront.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enStorefront> = {
  storefront: {
    title: 'आपके ऑर्डर',
    intro: 'वह ऑर्डर चुनें जिसके सामान आप लौटाना या बदलना चाहते हैं।',
    none: 'आपके खाते में कोई ऑर्डर नहीं मिला। आप ऑर्डर नंबर से अब भी ऑर्डर खोज सकते हैं।',
    placed: '{{date}} को दिया गया',
    items_one: '{{count}} सामान',
    items_other: '{{count}} सामान',
    choose: '{{name}} के सामान लौटाएँ या बदलें',
    opening: 'आपका ऑर्डर खुल रहा है…',
    other: 'ऑर्डर नंबर से ऑर्डर खोजें',
  },
};
