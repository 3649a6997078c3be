import { describe, expect, it } from 'vitest';
import { reasonDirection, type SmartVariant, suggestVariant } from './smart-exchange';

const options = [
  { name: 'Size', position: 1, values: ['S', 'M', 'L'] },
  { name: 'Colour', position: 2, values: ['Red', 'Blue'] },
];
const v = (id: string, size: string, colour: string, selectable = true): SmartVariant => ({
  id,
  option1: size,
  option2: colour,
  option3: null,
  selectable,
});
const variants = [
  v('s-red', 'S', 'Red'),
  v('m-red', 'M', 'Red'),
  v('l-red', 'L', 'Red', false),
  v('m-blue', 'M', 'Blue'),
];
const bought = [
  { name: 'Size', value: 'M' },
  { name: 'Colour', value: 'Red' },
];
const suggest = (reason: string | null, over: Partial<Parameters<typeof suggestVariant>[0]> = {}) =>
  suggestVariant({ options, bought, reason, variants, ...over });

describe('smart exchange', () => {
  it('reads the reason', () => {
    expect(reasonDirection('Size too small')).toBe('up');
    expect(reasonDirection('Size too large')).toBe('down');
    expect(reasonDirection('Want a different colour')).toBe('colour');
    expect(reasonDirection('Runs small')).toBe('up');
    expect(reasonDirection('Fits too tight around the chest')).toBe('up');
    expect(reasonDirection('Too big')).toBe('down');
    expect(reasonDirection('Runs large')).toBe('down');
    expect(reasonDirection('Changed my mind')).toBeNull();
    expect(reasonDirection(undefined)).toBeNull();
  });
  it('suggests the next size, the previous size or another colour', () => {
    expect(suggest('Size too large')).toBe('s-red');
    expect(suggest('Size too small')).toBeNull(); // L Red is not selectable
    expect(suggest('Size too small', { variants: [...variants, v('l-red2', 'L', 'Red')] })).toBe('l-red2');
    expect(suggest('Want a different colour')).toBe('m-blue');
    expect(
      suggest('Size too large', {
        bought: [
          { name: 'Size', value: 'S' },
          { name: 'Colour', value: 'Red' },
        ],
      }),
    ).toBeNull();
  });
  it('nothing without the option or the bought value', () => {
    expect(suggest('Changed my mind')).toBeNull();
    expect(suggest('Size too small', { options: [options[1] as (typeof options)[number]] })).toBeNull();
    expect(suggest('Size too small', { bought: [] })).toBeNull();
  });
  it('walks any size option in its own order, keeping the other options', () => {
    const shoes = [
      { name: 'Colour', position: 1, values: ['Black'] },
      { name: 'Shoe size', position: 2, values: ['7', '8', '9', '10'] },
    ];
    const pair = (id: string, size: string, selectable = true): SmartVariant => ({
      id,
      option1: 'Black',
      option2: size,
      option3: null,
      selectable,
    });
    const input = {
      options: shoes,
      bought: [
        { name: 'colour', value: 'Black' },
        { name: 'SHOE SIZE', value: '8' },
      ],
      variants: [pair('7', '7'), pair('8', '8'), pair('9', '9', false), pair('10', '10')],
    };
    expect(suggestVariant({ ...input, reason: 'Too big' })).toBe('7');
    // The next size up is sold out: two sizes up would not fit either, so nothing is suggested.
    expect(suggestVariant({ ...input, reason: 'Size too small' })).toBeNull();
    expect(suggestVariant({ ...input, reason: 'Changed my mind' })).toBeNull();
  });
});
