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
