import type { enBank } from './en-bank';
import type { Messages } from './i18n';

/** Hindi for en-bank.ts; loaded only when the shopper's language is Hindi. */
export const messages: Messages<typeof enBank> = {
  request: {
    bankHeading: 'रिफ़ंड के लिए बैंक खाता',
    accountHolder: 'खाताधारक का नाम',
    accountNumber: 'खाता संख्या',
    bankCode: 'बैंक कोड (IFSC)',
  },
  validation: {
    digitsOnly: 'कृपया 9 से 20 अंक डालें, केवल संख्याएँ',
    lettersAndSpaces: 'कृपया केवल अक्षर और स्पेस का उपयोग करें',
    bankCode: 'कृपया सही बैंक कोड डालें: 4 अक्षर और उसके बाद 7 अक्षर या अंक',
  },
};
