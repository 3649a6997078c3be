import { NoDeprecatedCustomRule, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { officialSchema } from '../official-schema';
import * as documents from './documents';

const schema = officialSchema('customer');

describe('the Customer Account API documents', () => {
  it.each(Object.entries(documents))('%s is valid in Shopify’s official customer schema', (_name, text) => {
    const errors = validate(schema, parse(text), [...specifiedRules, NoDeprecatedCustomRule]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('an Admin API field is refused, as the Customer Account API does not have it', () => {
    const errors = validate(
      schema,
      parse('query { customer { orders(first: 1) { nodes { displayFinancialStatus } } } }'),
    );
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Cannot query field "displayFinancialStatus" on type "Order"/),
    ]);
  });
});
