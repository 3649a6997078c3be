import type { enExchange } from './en-exchange';
import type { Messages } from './i18n';

/** Hindi for en-exchange.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enExchange> = {
  exchange: {
    heading: 'अपना नया सामान चुनें',
    current: 'आपके पास है: {{title}}',
    unavailable: '{{value}} (उपलब्ध नहीं)',
    yours: 'अभी आपके पास यही {{option}} है',
    selected: 'नया सामान: {{title}}, {{price}}',
    selectedGift: 'नया सामान: {{title}}',
    noneSelectable: 'इस प्रोडक्ट का कोई दूसरा विकल्प अभी नहीं चुना जा सकता।',
    newPrice: 'नए सामान की कीमत',
    carried: 'आपकी छूट आगे जोड़ी गई',
    youPaid: 'आपने चुकाए',
    difference: 'कीमत का अंतर',
    payerCustomer: 'आपको अंतर चुकाना होगा: {{amount}}',
    payerMerchant: 'आपको अंतर वापस मिलेगा: {{amount}}',
    payerNone: 'कीमत बराबर है: कुछ नहीं चुकाना',
    addedProducts: 'आपके एक्सचेंज में जोड़ा गया',
    backInStock: 'स्टॉक में वापस आने पर भेजा जाएगा।',
    suggestedHeading: 'आपके लिए सुझाव',
    suggestedWhy: 'आपके बताए कारण के हिसाब से यह बेहतर फ़िट होना चाहिए:',
    suggestedItem: '{{title}}, {{price}}',
    chooseSuggestion: '{{title}} चुनें',
    suggestionChosen: 'चुना गया',
  },
};
