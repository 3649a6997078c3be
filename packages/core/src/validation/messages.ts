import { loginMessages } from './login';

/** One table of validation messages (the product gives none for field checks), ready for translation. */
export const validationMessages = {
  ...loginMessages,
  email: loginMessages.email,
  webUrl: 'Please enter a web address starting with http://, https:// or ftp://',
  nonBlank: 'This field is required',
  digitsOnly: 'Please enter 9 to 20 digits, numbers only',
  lettersAndSpaces: 'Please use letters and spaces only',
  bankCode: 'Please enter a valid bank code: 4 letters followed by 7 letters or digits',
  phone: 'Please enter a valid phone number',
  postalCode: 'Please enter a valid PIN or postal code',
  minWordText: 'Please enter at least 4 characters (letters, numbers, spaces, + or -)',
  noHtml: 'Please remove HTML tags from this text',
  numeric: 'Please enter a number',
  positiveNumber: 'Please enter a number greater than zero',
  equal: 'The values do not match',
  formIncomplete: 'Please fill in all fields',
  bankTransferOnly: 'Every selected item must use bank transfer',
  refundModeNotAllowed: 'One of the selected items uses a refund method that is not available',
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;
