/**
 * Where Roundtrip runs: the origin of `application_url` in the repository's shopify.app.toml (a test keeps
 * the two equal). Shopify CLI bundles this module as it is, so the address lives in the source.
 */
export const APP_ORIGIN = 'https://roundtrip.example.com';
