import { describe, expect, it } from 'vitest';
import { paidWithTax, taxOfNet } from './tax-included';

describe('paidWithTax (docs/pricing.md "Tax")', () => {
  it.each([
    ['an exclusive price adds its tax', 2400, 198, false, 2598],
    ['an inclusive price already holds it', 2400, 400, true, 2400],
    ['an order that does not say is exclusive', 2400, 198, undefined, 2598],
    ['no tax adds nothing', 2400, 0, false, 2400],
    ['nothing paid for, its tax still counts', 0, 50, false, 50],
  ])('%s', (_name, net, tax, included, paid) => {
    expect(paidWithTax(net, tax, included)).toBe(paid);
  });
});

describe('taxOfNet (docs/pricing.md "Tax")', () => {
  it.each([
    ['on top of an exclusive price', 10_000, 0.18, false, undefined, 1800],
    ['inside an inclusive price', 11_800, 0.18, true, undefined, 1800],
    ['inside, rounded half up', 999, 0.05, true, undefined, 48],
    ['on top, rounded half up', 999, 0.05, false, undefined, 50],
    ['one of two rates inside an inclusive price', 11_800, 0.09, true, 0.18, 900],
    ['one of two rates on an exclusive price ignores the other', 10_000, 0.09, false, 0.18, 900],
    ['a zero rate', 10_000, 0, true, undefined, 0],
  ])('%s', (_name, net, rate, included, combined, tax) => {
    expect(taxOfNet(net, rate, included, combined)).toBe(tax);
  });
});
