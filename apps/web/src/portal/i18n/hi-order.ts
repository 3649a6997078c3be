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
    termsHeading: 'रिटर्न की शर्तें',
    termsMarket: '{{market}} भेजे गए ऑर्डर की शर्तें।',
    termsWindow: 'रिटर्न का अनुरोध {{date}} तक किया जा सकता है ({{days}} दिन की अवधि)।',
    termsWindowNotStarted: 'ऑर्डर मिलने के बाद रिटर्न का अनुरोध करने के लिए आपके पास {{days}} दिन हैं।',
    termsFee: 'रिटर्न शुल्क: {{fee}}।',
    termsNoFee: 'कोई रिटर्न शुल्क नहीं।',
  },
};
