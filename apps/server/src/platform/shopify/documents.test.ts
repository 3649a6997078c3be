import {
  execute,
  type GraphQLSchema,
  getOperationAST,
  NoDeprecatedCustomRule,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryCost } from '../../test/shopify-fake/shopify-fake';
import { loadAppToml } from './connection/app-toml';
import * as app from './documents/app';
import * as catalogue from './documents/catalogue';
import * as exchangeOrders from './documents/exchange-orders';
import * as money from './documents/money';
import * as orders from './documents/orders';
import * as returns from './documents/returns';
import { officialSchema } from './official-schema';

const schema: GraphQLSchema = officialSchema('admin');

/** Every operation the adapter can send (fragments are checked inside the documents that use them). */
const documents = Object.entries({ ...app, ...catalogue, ...exchangeOrders, ...money, ...orders, ...returns })
  .flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : []))
  .filter(([, text]) => /^\s*#graphql\s*\n\s*(query|mutation)\b/.test(text));

/**
 * The access scopes each root field (and a few others) needs, from Shopify's reference page of each
 * query, mutation and object (the introspection does not carry them); requirements the schema's own
 * descriptions state ("Requires `read_customers` access scope") are added from the schema below. A root
 * field without an entry fails, so a document never reaches a shop whose token cannot run it.
 */
const FIELD_SCOPES: Record<string, string[]> = {
  'Customer.storeCreditAccounts': ['read_store_credit_accounts'],
  shop: [],
  currentAppInstallation: [],
  webhookSubscriptions: [],
  webhookSubscriptionCreate: [],
  appSubscriptionCreate: [],
  appSubscriptionCancel: [],
  order: ['read_orders'],
  orders: ['read_orders'],
  refund: ['read_orders'],
  fulfillment: ['read_orders'],
  customer: ['read_customers'],
  products: ['read_products'],
  product: ['read_products'],
  nodes: ['read_products'],
  collections: ['read_products'],
  productTags: ['read_products'],
  locations: ['read_locations'],
  return: ['read_returns'],
  reverseFulfillmentOrder: ['read_returns'],
  fulfillmentOrder: ['read_merchant_managed_fulfillment_orders'],
  giftCard: ['read_gift_cards'],
  giftCards: ['read_gift_cards'],
  draftOrders: ['read_draft_orders'],
  returnCreate: ['write_returns'],
  returnRequest: ['write_returns'],
  returnApproveRequest: ['write_returns'],
  returnDeclineRequest: ['write_returns'],
  returnProcess: ['write_returns'],
  returnClose: ['write_returns'],
  returnCancel: ['write_returns'],
  reverseDeliveryCreateWithShipping: ['write_returns'],
  refundCreate: ['write_orders'],
  orderCreate: ['write_orders'],
  orderCancel: ['write_orders'],
  orderMarkAsPaid: ['write_orders'],
  orderEditBegin: ['write_order_edits'],
  orderEditAddVariant: ['write_order_edits'],
  orderEditAddLineItemDiscount: ['write_order_edits'],
  orderEditCommit: ['write_order_edits'],
  fulfillmentOrderHold: ['write_merchant_managed_fulfillment_orders'],
  fulfillmentOrderReleaseHold: ['write_merchant_managed_fulfillment_orders'],
  storeCreditAccountCredit: ['write_store_credit_account_transactions'],
  // The credit is issued to the order's customer (GiftCardCreateInput.customerId needs write_customers).
  giftCardCreate: ['write_gift_cards', 'write_customers'],
  draftOrderCreate: ['write_draft_orders'],
  // No scope of its own; a trigger's order reference needs the order's (as a customer reference needs
  // read_customers, Shopify's trigger guide says).
  flowTriggerReceive: ['read_orders'],
};

/** Shopify's write scopes grant the read of the same resource. */
const granted = new Set(loadAppToml().scopes.flatMap((s) => [s, s.replace(/^write_/, 'read_')]));

/**
 * What a document needs: its root fields' scopes, and every "Requires ..." a field it selects states in
 * Shopify's schema (one of a list when the text says "at least one of").
 */
function neededScopes(text: string): string[][] {
  const needs: string[][] = [];
  const info = new TypeInfo(schema);
  visit(
    parse(text),
    visitWithTypeInfo(info, {
      Field(node) {
        const field = info.getFieldDef();
        const parent = info.getParentType();
        const root = parent === schema.getQueryType() || parent === schema.getMutationType();
        const listed = FIELD_SCOPES[root ? node.name.value : `${parent?.name}.${node.name.value}`];
        if (root && !listed) needs.push([`no entry for root field ${node.name.value}`]);
        for (const s of listed ?? []) needs.push([s]);
        const said = /Requires[^.]*?((?:read|write)_[a-z_]+(?:[^.]*?(?:read|write)_[a-z_]+)*)/.exec(
          field?.description ?? '',
        );
        if (said?.[1]) needs.push([...said[1].matchAll(/(?:read|write)_[a-z_]+/g)].map((m) => m[0]));
      },
    }),
  );
  return needs;
}

describe('the adapter GraphQL documents', () => {
  it('are all checked', () => {
    expect(documents.length).toBeGreaterThanOrEqual(50);
  });

  it.each(documents)('%s is valid in Shopify’s official schema, with no deprecated field', (_name, text) => {
    const errors = validate(schema, parse(text), [...specifiedRules, NoDeprecatedCustomRule]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it.each(documents)('%s costs less than Shopify’s 1,000-point limit for one query', (_name, text) => {
    expect(queryCost(text, { first: 100 })).toBeLessThanOrEqual(1000);
  });

  it.each(documents)('%s needs only scopes shopify.app.toml asks for', (_name, text) => {
    const missing = neededScopes(text).filter((anyOf) => !anyOf.some((s) => granted.has(s)));
    expect(missing).toEqual([]);
  });

  it('names every operation once, as codegen types them by name', () => {
    const names = documents.map(([, text]) => getOperationAST(parse(text))?.name?.value);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a field Shopify does not have is refused, as the adapter once asked for it', () => {
    const errors = validate(
      schema,
      parse('query { products(first: 1) { nodes { featuredMedia { image { url } } } } }'),
    );
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Cannot query field "image" on type "Media"/),
    ]);
  });

  it('a variable Shopify does not accept is refused when coerced, as on every call to the fake', async () => {
    const result = await execute({
      schema,
      document: parse(money.GIFT_CARD_CREATE),
      variableValues: { input: { initialAmount: { amount: '10.00', currencyCode: 'INR' }, notify: false } },
    });
    expect(result.errors?.map((e) => e.message)).toEqual([
      expect.stringMatching(/Field "notify" is not defined by type "GiftCardCreateInput"/),
    ]);
  });
});
