import type { enUpsell } from './en-upsell';
import type { Messages } from './i18n';

/** Hindi for en-upsell.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enUpsell> = {
  upsell: {
    heading: 'आपको यह भी पसंद आ सकता है',
    discount: 'एक्सचेंज में जोड़ने पर {{value}} की छूट',
    from: '{{price}} से शुरू',
    variant: '{{title}} का विकल्प',
    option: '{{title}}: {{price}}',
    optionOffer: '{{title}}: {{price}} (पहले {{was}})',
    add: 'एक्सचेंज में जोड़ें',
    added: 'जोड़ा गया: {{title}}, {{price}}',
    remove: '{{title}} हटाएँ',
    max: 'आप ज़्यादा से ज़्यादा {{count}} प्रोडक्ट जोड़ सकते हैं।',
  },
};
