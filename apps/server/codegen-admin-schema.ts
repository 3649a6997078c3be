import { officialSchema } from './src/platform/shopify/official-schema';

// graphql-codegen's schema loader (codegen.ts): Shopify's official Admin schema, read from the repository.
export default () => officialSchema('admin');
