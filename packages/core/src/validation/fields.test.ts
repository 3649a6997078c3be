import { describe, expect, it } from 'vitest';
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
  isPostalCode,
  isWebUrl,
} from './fields';

const long = (n: number, ch = 'a') => ch.repeat(n);

type Table = { name: string; fn: (v: unknown) => boolean; valid: unknown[]; invalid: unknown[] };

const tables: Table[] = [
  {
    name: 'isEmail',
    fn: isEmail,
    valid: ['a@b.co', "o'brien+tag@mail.example.com", 'first.last_x-y@sub-domain.org', `${long(240)}@ex.com`],
    invalid: [
      '',
      ' a@b.co',
      'a@b.co ',
      'a@b',
      'a@b.c',
      'a@@b.co',
      'ü@b.co',
      'a b@c.co',
      `${long(250)}@ex.com`,
      null,
      undefined,
      42,
    ],
  },
  {
    name: 'isWebUrl',
    fn: isWebUrl,
    valid: [
      'http://a',
      'https://shop.example.com/path?q=1',
      'ftp://files.example.com',
      'HTTPS://X.COM',
      `https://${long(5000)}`,
    ],
    invalid: [
      '',
      'www.example.com',
      'mailto:a@b.co',
      'https://exa mple.com',
      ' https://a.com',
      'https://a.com ',
      'https://',
      null,
      undefined,
    ],
  },
  {
    name: 'isNonBlank',
    fn: isNonBlank,
    valid: ['a', '  a  ', 'é', '\u00a0x', long(10_000)],
    invalid: ['', ' ', '\t\n', '\u00a0', '\u3000', null, undefined, 0, false],
  },
  {
    name: 'isDigitsOnly',
    fn: isDigitsOnly,
    valid: ['123456789', '12345678901234567890', '000000000'],
    invalid: [
      '12345678',
      '123456789012345678901',
      '12345 6789',
      ' 123456789',
      '12345678a',
      '١٢٣٤٥٦٧٨٩',
      '-123456789',
      null,
      undefined,
      123456789,
    ],
  },
  {
    name: 'isLettersAndSpaces',
    fn: isLettersAndSpaces,
    valid: ['John Smith', 'José Ñúñez', 'Zoë', 'Ravi Kumar ', 'राम', '李 小龙'],
    invalid: ['', '   ', 'John3', 'Mary-Jane', "O'Brien", 'a_b', 'a\tb', null, undefined],
  },
  {
    name: 'isBankCode',
    fn: isBankCode,
    valid: ['SBIN0001234', 'hdfc0ABC123', 'ABCDEFGHIJK'],
    invalid: [
      'SBI00001234',
      'SBIN000123',
      'SBIN00012345',
      'SBIN 001234',
      ' SBIN0001234',
      'ŠBIN0001234',
      null,
      undefined,
    ],
  },
  {
    name: 'isPhone',
    fn: isPhone,
    valid: [
      '123-456-7890',
      '(123) 456-7890',
      '+123.456.7890',
      '1234567890',
      '123 456 789012',
      '+(123)4567890',
    ],
    invalid: [
      '12-3456-7890',
      '123-456-789',
      '123-456-7890123',
      '123_456_7890',
      ' 123-456-7890',
      '+91 98765 43210',
      '',
      null,
      undefined,
    ],
  },
  {
    name: 'isMinWordText',
    fn: isMinWordText,
    valid: ['abcd', 'ab d', 'a+b-', 'Size too small', '1234', long(5000)],
    invalid: ['abc', '', 'abc!', 'héllo', 'ab.cd', null, undefined],
  },
  {
    name: 'isNumericWithSeparators',
    fn: isNumericWithSeparators,
    valid: ['0', '1234', '1,234', '1,234,567.89', '12.5', 0, 12.5],
    invalid: [
      '',
      '1,23',
      '12,34,567',
      '1.2.3',
      '.5',
      '1,234.',
      ' 12',
      'abc',
      '-1',
      -1,
      Number.NaN,
      null,
      undefined,
    ],
  },
  {
    name: 'isPositiveNumber',
    fn: isPositiveNumber,
    valid: ['1', '0.01', '12.75', '007', 0.5, 3],
    invalid: [
      '0',
      '0.00',
      '-1',
      '',
      '1.',
      '.5',
      '1e3',
      ' 1',
      'abc',
      0,
      -2,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
    ],
  },
];

describe.each(tables)('$name', ({ fn, valid, invalid }) => {
  it.each(valid.map((v) => [v]))('accepts %j', (v) => expect(fn(v)).toBe(true));
  it.each(invalid.map((v) => [v]))('rejects %j', (v) => expect(fn(v)).toBe(false));
});

describe('containsHtmlTags', () => {
  it.each([['<b>hi</b>'], ['x </p> y'], ['<img src=x onerror=alert(1)>'], ['<a\nhref="x">']])(
    'finds tags in %j',
    (v) => expect(containsHtmlTags(v)).toBe(true),
  );
  it.each([['plain'], ['1 < 2 and 3 > 2'], ['<>'], ['< b>'], [''], [null], [undefined], [5]])(
    'finds none in %j',
    (v) => expect(containsHtmlTags(v)).toBe(false),
  );
});

describe('isEqual', () => {
  it('compares strictly', () => {
    expect(isEqual('a', 'a')).toBe(true);
    expect(isEqual(1, 1)).toBe(true);
    expect(isEqual('1', 1)).toBe(false);
    expect(isEqual('a', 'a ')).toBe(false);
    expect(isEqual(null, undefined)).toBe(false);
  });
});

describe('isPostalCode', () => {
  it.each([
    ['560001', 'India'],
    ['560 001', 'IN'],
    ['10001', 'United States'],
    ['10001-1234', 'US'],
    ['SW1A 1AA', 'United Kingdom'],
    ['018956', 'Singapore'],
  ])('accepts %s in %s', (code, country) => expect(isPostalCode(code, country)).toBe(true));
  it.each([
    ['056001', 'India'],
    ['5600', 'India'],
    ['ABC123', 'India'],
    ['1000', 'United States'],
    ['', 'United Kingdom'],
    ['-123', 'Singapore'],
    ['12345678901', 'Germany'],
  ])('rejects %j in %s', (code, country) => expect(isPostalCode(code, country)).toBe(false));
  it('rejects what is not text', () => expect(isPostalCode(560001, 'India')).toBe(false));
});
