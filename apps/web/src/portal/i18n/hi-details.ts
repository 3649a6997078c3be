import type { enDetails } from './en-details';
import type { Messages } from './i18n';
/** Hindi for en-details.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enDetails> = {
  details: {
    title: 'अनुरोध का विवरण',
    request: 'अनुरोध {{name}}',
    created: '{{date}} को अनुरोध किया गया',
    order: 'ऑर्डर {{name}}',
    status: 'स्थिति',
    items: 'सामान',
    reason: 'कारण: {{reason}}',
    comment: 'टिप्पणी: {{comment}}',
    newItem: 'नया सामान: {{title}} × {{count}}',
    refundMode: 'रिफ़ंड का तरीका',
    refundAmount: 'रिफ़ंड राशि',
    amountDue: 'आपको चुकाना है',
    returnFee: 'रिटर्न शुल्क',
    bonus: 'स्टोर क्रेडिट बोनस',
    bankAccount: '{{name}}, खाता जिसके आख़िरी अंक {{last4}} हैं, {{code}}',
    method: 'वापसी का तरीका',
    address: 'पता',
    contact: 'संपर्क',
    timeline: 'प्रगति',
    tracking: 'ट्रैकिंग',
    trackingNumber: '{{company}}: {{number}}',
    trackOnline: 'अपना पार्सल ट्रैक करें',
    messages: 'स्टोर के संदेश',
    noMessages: 'अभी कोई संदेश नहीं।',
    media: 'अटैचमेंट {{index}}',
  },
};
