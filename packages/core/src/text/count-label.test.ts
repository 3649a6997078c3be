import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it.each([
    [0, 'return', '0 returns'],
    [1, 'return', '1 return'],
    [2, 'exchange', '2 exchanges'],
    [1250, 'return', '1,250 returns'],
  ])('%d %s = %j', (n, noun, out) => expect(countLabel(n, noun)).toBe(out));

  it('takes an irregular plural', () => expect(countLabel(3, 'box', 'boxes')).toBe('3 boxes'));
});
