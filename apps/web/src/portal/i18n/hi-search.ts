import type { enSearch } from './en-search';
import type { Messages } from './i18n';
/** Hindi for en-search.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enSearch> = {
  notFound: {
    title: 'पेज नहीं मिला',
    store: 'इस स्टोर का रिटर्न पेज नहीं मिला। आपने जो लिंक खोला है, उसे जाँचें।',
  },
  search: {
    title: 'अपना ऑर्डर खोजें',
    intro: 'अपना ऑर्डर नंबर और ऑर्डर करते समय दिया गया ईमेल या फ़ोन नंबर डालें।',
    orderNumber: 'ऑर्डर नंबर',
    orderNumberHint: 'जैसे #1001. यह आपके ऑर्डर की पुष्टि वाले संदेश में मिलेगा।',
    contact: 'ईमेल या फ़ोन नंबर',
    contactHint: 'वही जो आपने ऑर्डर करते समय दिया था।',
    submit: 'मेरा ऑर्डर खोजें',
    searching: 'आपका ऑर्डर खोजा जा रहा है…',
    orderNumberRequired: 'कृपया अपना ऑर्डर नंबर डालें',
    contactRequired: 'कृपया ऑर्डर में दिया गया ईमेल या फ़ोन नंबर डालें',
    gift: 'यह एक उपहार था',
    giftHint: 'आपको स्टोर क्रेडिट मिलेगा, और कोई कीमत नहीं दिखाई जाएगी।',
    giftEmail: 'आपका ईमेल',
    giftEmailHint: 'हम आपका स्टोर क्रेडिट इसी पते पर भेजेंगे।',
    giftEmailRequired: 'कृपया अपना ईमेल पता डालें',
    demoTitle: 'यह एक डेमो स्टोर है। इसके किसी ऑर्डर से आज़माएँ:',
    demoTry: 'ऑर्डर {{number}} को {{email}} के साथ आज़माएँ',
    openingLink: 'आपका अनुरोध खोला जा रहा है…',
  },
};
