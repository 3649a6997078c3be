import { z } from 'zod';
import {
  containsHtmlTags,
  isBankCode,
  isDigitsOnly,
  isEmail,
  isEqual,
  isLettersAndSpaces,
  isMinWordText,
  isNonBlank,
  isNumericWithSeparators,
  isPhone,
  isPositiveNumber,
  isWebUrl,
} from './fields';
import { validationMessages as m } from './messages';

/** A string schema that also reports a missing or non-string value with the check's message. */
function checked(test: (v: string) => boolean, message: string) {
  return z.string({ error: message }).refine(test, message);
}

/** One zod schema per field check (docs/validation.md), each with its message from `validationMessages`. */
export const emailField = checked(isEmail, m.email);
export const webUrlField = checked(isWebUrl, m.webUrl);
export const nonBlankField = checked(isNonBlank, m.nonBlank);
export const digitsOnlyField = checked(isDigitsOnly, m.digitsOnly);
export const lettersAndSpacesField = checked(isLettersAndSpaces, m.lettersAndSpaces);
export const bankCodeField = checked(isBankCode, m.bankCode);
export const phoneField = checked(isPhone, m.phone);
export const minWordTextField = checked(isMinWordText, m.minWordText);
export const noHtmlField = checked((v) => !containsHtmlTags(v), m.noHtml);
export const numericField = z
  .union([z.string(), z.number()], { error: m.numeric })
  .refine(isNumericWithSeparators, m.numeric);
export const positiveNumberField = z
  .union([z.string(), z.number()], { error: m.positiveNumber })
  .refine(isPositiveNumber, m.positiveNumber);

/** Object-level equality refinement: `b` must equal `a` (reported on `b`), e.g. confirm password. */
export function refineEqual<T extends Record<string, unknown>>(
  a: keyof T & string,
  b: keyof T & string,
  message: string = m.equal,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (!isEqual(value[a], value[b])) ctx.addIssue({ code: 'custom', message, path: [b] });
  };
}
