import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessages as m } from './messages';
import {
  bankCodeField,
  digitsOnlyField,
  emailField,
  lettersAndSpacesField,
  minWordTextField,
  noHtmlField,
  nonBlankField,
  numericField,
  phoneField,
  positiveNumberField,
  refineEqual,
  webUrlField,
} from './schemas';

const cases = [
  { schema: emailField, good: 'a@b.co', bad: 'nope', message: m.email },
  { schema: webUrlField, good: 'https://a.co', bad: 'a.co', message: m.webUrl },
  { schema: nonBlankField, good: 'x', bad: '  ', message: m.nonBlank },
  { schema: digitsOnlyField, good: '123456789', bad: '12', message: m.digitsOnly },
  { schema: lettersAndSpacesField, good: 'Ann Lee', bad: 'Ann1', message: m.lettersAndSpaces },
  { schema: bankCodeField, good: 'SBIN0001234', bad: 'SBIN', message: m.bankCode },
  { schema: phoneField, good: '123-456-7890', bad: '12', message: m.phone },
  { schema: minWordTextField, good: 'abcd', bad: 'ab', message: m.minWordText },
  { schema: noHtmlField, good: 'plain text', bad: '<b>x</b>', message: m.noHtml },
  { schema: numericField, good: '1,234.5', bad: '1,2', message: m.numeric },
  { schema: positiveNumberField, good: '0.5', bad: '0', message: m.positiveNumber },
];

describe.each(cases)('zod field $message', ({ schema, good, bad, message }) => {
  it('passes a valid value', () => expect(schema.safeParse(good).success).toBe(true));
  it('fails an invalid value with the table message', () => {
    const r = schema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('fails null and undefined with the same message', () => {
    for (const v of [null, undefined]) expect(schema.safeParse(v).error?.issues[0]?.message).toBe(message);
  });
});

describe('refineEqual', () => {
  const form = z
    .object({ password: z.string(), confirm: z.string() })
    .superRefine(refineEqual<{ password: string; confirm: string }>('password', 'confirm'));
  it('accepts equal values', () =>
    expect(form.safeParse({ password: 'x', confirm: 'x' }).success).toBe(true));
  it('reports a mismatch on the second field', () => {
    const issue = form.safeParse({ password: 'x', confirm: 'y' }).error?.issues[0];
    expect(issue?.path).toEqual(['confirm']);
    expect(issue?.message).toBe(m.equal);
  });
});

describe('validationMessages', () => {
  it('keeps the spec login messages', () => {
    expect(m.email).toBe('Please enter a valid email id');
    expect(m.password).toBe('Please enter your password');
    expect(m.store).toBe('Please enter your store url');
  });
  it('has a non-empty message for every key', () => {
    for (const v of Object.values(m)) expect(v.trim().length).toBeGreaterThan(5);
  });
});
