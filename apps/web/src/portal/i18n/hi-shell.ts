import type { enShell } from './en-shell';
import type { Messages } from './i18n';
/** Hindi for en-shell.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enShell> = {
  common: {
    returnTitle: 'सामान रिटर्न करें',
    exchangeTitle: 'सामान बदलें',
    language: 'भाषा',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    backToOrder: 'अपने ऑर्डर पर वापस जाएँ',
    newSearch: 'कोई दूसरा ऑर्डर खोजें',
    optional: '(वैकल्पिक)',
    paid: 'छूट के बाद {{price}} प्रति नग चुकाए',
    quantity: 'मात्रा: {{count}}',
    storeLogo: '{{name}} का लोगो',
  },
  errors: {
    timeout: 'आपके अनुरोध का जवाब आने में बहुत समय लग रहा है। अनुरोध का समय समाप्त हो गया। कृपया फिर से कोशिश करें।',
    network: 'स्टोर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    generic: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    unavailable: 'अभी स्टोर के ऑर्डर तक नहीं पहुँचा जा सका। कृपया कुछ देर बाद फिर से कोशिश करें।',
    tooMany: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    fixProblems_one: 'कृपया नीचे दी गई 1 समस्या ठीक करें।',
    fixProblems_other: 'कृपया नीचे दी गई {{count}} समस्याएँ ठीक करें।',
  },
  refundMode: {
    bank_transfer: 'बैंक ट्रांसफ़र',
    store_credit: 'स्टोर क्रेडिट',
    pay_to_source: 'मूल भुगतान माध्यम में',
    others: 'अन्य',
  },
};
