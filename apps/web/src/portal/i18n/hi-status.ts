import type { enStatus } from './en-status';
import type { Messages } from './i18n';
/** Hindi for en-status.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enStatus> = {
  kind: {
    return: 'रिटर्न',
    exchange: 'बदलाव',
    cancellation: 'रद्द करना',
  },
  status: {
    requested: 'अनुरोध किया गया',
    approved: 'स्वीकृत',
    in_transit: 'वापस आ रहा है',
    delivered: 'स्टोर तक पहुँच गया',
    received: 'प्राप्त हुआ',
    inspected: 'जाँच हो गई',
    refund_pending: 'रिफ़ंड भेजा जा रहा है',
    refund_failed: 'रिफ़ंड में देरी',
    refunded: 'रिफ़ंड हो गया',
    exchanged: 'बदल दिया गया',
    rejected: 'अस्वीकृत',
    cancelled: 'रद्द',
    archived: 'बंद',
  },
};
