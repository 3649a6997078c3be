import type { CodegenConfig } from '@graphql-codegen/cli';
import { ApiType, pluckConfig, preset } from '@shopify/api-codegen-preset';

// Types every Admin GraphQL document the adapter sends (a `#graphql` template) against Shopify's official
// schema, offline (docs/shopify.md, "Typed documents"). `npm run codegen` writes them; `npm test` runs
// it with --check, so a document that is not valid in Shopify's schema, or types not regenerated, fail.
const config: CodegenConfig = {
  overwrite: true,
  schema: { 'shopify-admin': { loader: './codegen-admin-schema.ts' } },
  // The Customer Account API's documents are checked against its own schema (customer-documents.test.ts).
  documents: [
    './src/platform/shopify/**/*.ts',
    '!./src/platform/shopify/**/*.test.ts',
    '!./src/platform/shopify/customer-account/**',
  ],
  pluckConfig,
  generates: {
    './src/platform/shopify/types/admin.types.d.ts': {
      plugins: ['typescript'],
      config: { defaultScalarType: 'string', scalars: { JSON: 'unknown' }, enumsAsConst: true },
    },
    './src/platform/shopify/types/admin.generated.d.ts': {
      preset,
      presetConfig: { apiType: ApiType.Admin },
    },
  },
};

export default config;
