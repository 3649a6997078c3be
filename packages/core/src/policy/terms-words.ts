/**
 * The sentences of an order's return terms, in i18next's `{{name}}` form: the portal's "Return terms"
 * and the emails' `{{return_terms}}` say the same words.
 */
export type ReturnTermsWords = {
  termsHeading: string;
  /** `{{market}}` */
  termsMarket: string;
  /** `{{date}}`, `{{days}}` */
  termsWindow: string;
  /** `{{days}}` */
  termsWindowNotStarted: string;
  /** `{{fee}}` */
  termsFee: string;
  termsNoFee: string;
};

export const RETURN_TERMS_EN: ReturnTermsWords = {
  termsHeading: 'Return terms',
  termsMarket: 'Terms for orders shipped to {{market}}.',
  termsWindow: 'Returns can be asked for until {{date}} ({{days}}-day window).',
  termsWindowNotStarted: 'You have {{days}} days to ask for a return once your order arrives.',
  termsFee: 'Return fee: {{fee}}.',
  termsNoFee: 'No return fee.',
};

export const RETURN_TERMS_HI: ReturnTermsWords = {
  termsHeading: 'रिटर्न की शर्तें',
  termsMarket: '{{market}} भेजे गए ऑर्डर की शर्तें।',
  termsWindow: 'रिटर्न का अनुरोध {{date}} तक किया जा सकता है ({{days}} दिन की अवधि)।',
  termsWindowNotStarted: 'ऑर्डर मिलने के बाद रिटर्न का अनुरोध करने के लिए आपके पास {{days}} दिन हैं।',
  termsFee: 'रिटर्न शुल्क: {{fee}}।',
  termsNoFee: 'कोई रिटर्न शुल्क नहीं।',
};
