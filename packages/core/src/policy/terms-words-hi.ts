import type { ReturnTermsWords } from './terms-words';

/** Hindi for terms-words-en.ts, in a module of its own: only Hindi pages load it. */
export const RETURN_TERMS_HI: ReturnTermsWords = {
  termsHeading: 'रिटर्न की शर्तें',
  termsMarket: '{{market}} भेजे गए ऑर्डर की शर्तें।',
  termsWindow: 'रिटर्न का अनुरोध {{date}} तक किया जा सकता है ({{days}} दिन की अवधि)।',
  termsWindowNotStarted: 'ऑर्डर मिलने के बाद रिटर्न का अनुरोध करने के लिए आपके पास {{days}} दिन हैं।',
  termsFee: 'रिटर्न शुल्क: {{fee}}।',
  termsNoFee: 'कोई रिटर्न शुल्क नहीं।',
};
