import type { ReturnTermsWords } from './terms-words';

/** English, in a module of its own: a portal page loads one language of its words. */
export const RETURN_TERMS_EN: ReturnTermsWords = {
  termsHeading: 'Return terms',
  termsMarket: 'Terms for orders shipped to {{market}}.',
  termsWindow: 'Returns can be asked for until {{date}} ({{days}}-day window).',
  termsWindowNotStarted: 'You have {{days}} days to ask for a return once your order arrives.',
  termsFee: 'Return fee: {{fee}}.',
  termsNoFee: 'No return fee.',
};
