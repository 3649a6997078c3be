import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { SHOPIFY_API_VERSION } from './access';

/**
 * Shopify's own introspection of the API version the adapter pins, copied from Shopify's npm package
 * @shopify/dev-mcp by scripts/shopify-schemas.mjs. Codegen types every document against it and the test
 * fake executes every call on it, so a field, argument or input Shopify does not have fails before any
 * merchant meets it. Never used at run time.
 */
export function officialSchema(api: 'admin' | 'customer'): GraphQLSchema {
  const file = new URL(`../../../shopify-schemas/${api}_${SHOPIFY_API_VERSION}.json.gz`, import.meta.url);
  const json = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as
    | IntrospectionQuery
    | { data: IntrospectionQuery };
  return buildClientSchema('data' in json ? json.data : json);
}
