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
});
