import { RETURN_TERMS_HI } from '@roundtrip/core/policy';
import type { enOrder } from './en-order';
import type { Messages } from './i18n';

/** Hindi for en-order.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enOrder> = {
  orderList: {
    title: 'आपके ऑर्डर',
    order: 'ऑर्डर {{name}}',
    placedOn: '{{date}} को ऑर्डर किया गया',
    items: 'इस ऑर्डर के सामान',
    returnItem: 'रिटर्न करें',
    exchangeItem: 'बदलें',
    returnAria: '{{title}} रिटर्न करें',
    exchangeAria: '{{title}} बदलें',
    notReturnable: 'रिटर्न उपलब्ध नहीं',
    notExchangeable: 'बदलाव उपलब्ध नहीं',
    notAvailable: 'रिटर्न या बदलाव उपलब्ध नहीं',
    requests: 'आपके अनुरोध',
    returnCount_one: '{{count}} रिटर्न',
    returnCount_other: '{{count}} रिटर्न',
    exchangeCount_one: '{{count}} बदलाव',
    exchangeCount_other: '{{count}} बदलाव',
    requestName: 'अनुरोध {{name}}',
    requestedOn: '{{date}} को अनुरोध किया गया',
    viewRequest: 'अनुरोध {{name}} देखें',
    requestAmount: 'अनुमानित रिफ़ंड: {{amount}}',
    // The emails' `{{return_terms}}` says the same sentences.
    ...RETURN_TERMS_HI,
    cancelHeading: 'जो सामान अभी भेजे नहीं गए, उन्हें रद्द करें',
    cancelHelp: 'ये सामान अभी भेजे नहीं गए हैं। इन्हें रद्द करें, रिफ़ंड आपके मूल भुगतान में वापस जाएगा।',
    cancelItem: '{{title}} × {{count}} रद्द करें',
    cancelButton: 'चुने हुए सामान रद्द करें',
    cancelChoose: 'रद्द करने के लिए कम से कम एक सामान चुनें।',
    cancellationCount_one: '{{count}} रद्दीकरण',
    cancellationCount_other: '{{count}} रद्दीकरण',
  },
};
