import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fakeSchema, queryCost } from '../../test/shopify-fake/shopify-fake';
import * as documents from './documents';

// The fake's SDL is written from Shopify's 2026-10 reference: a field we misspell or Shopify does not
// have fails here, before any call is made.
describe('the adapter GraphQL documents', () => {
  const all = Object.entries(documents);

  it('are all checked', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
  });

  it.each(all)('%s is valid against the Admin API schema', (_name, document) => {
    expect(validate(fakeSchema, parse(document)).map((e) => e.message)).toEqual([]);
  });

  it.each(all)('%s costs less than Shopify’s 1,000-point limit for one query', (_name, document) => {
    expect(queryCost(document, { first: 100 })).toBeLessThanOrEqual(1000);
  });

  it('a field Shopify does not have is refused', () => {
    const errors = validate(
      fakeSchema,
      parse('query { order(id: "gid://shopify/Order/1") { id refundable } }'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/^Cannot query field "refundable" on type "Order"/);
  });
});
