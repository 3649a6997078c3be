import { addMessages } from './i18n';

/** Words of the bank-account fields (core's validator messages), loaded with them. */
export const enBank = {
  request: {
    bankHeading: 'Bank account for the refund',
    accountHolder: 'Account holder name',
    accountNumber: 'Account number',
    bankCode: 'Bank code (IFSC)',
  },
  validation: {
    digitsOnly: 'Please enter 9 to 20 digits, numbers only',
    lettersAndSpaces: 'Please use letters and spaces only',
    bankCode: 'Please enter a valid bank code: 4 letters followed by 7 letters or digits',
  },
};

addMessages(enBank, () => import('./hi-bank'));
