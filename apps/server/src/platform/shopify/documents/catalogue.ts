import { PAGE_INFO } from './fragments';

const VARIANT = `#graphql
  fragment VariantFields on ProductVariant {
    id title sku price compareAtPrice taxable position inventoryQuantity
    selectedOptions { name value }
    product { id }
    inventoryItem {
      id
      inventoryLevels(first: 5) { nodes { location { id } quantities(names: ["available"]) { name quantity } } }
    }
  }
` as const;

const PRODUCT = `#graphql
  fragment ProductFields on Product {
    id title handle productType vendor status tags createdAt
    options(first: 3) { name position values }
    featuredMedia { preview { image { url } } }
    collections(first: 5) { nodes { id } pageInfo { ...PageInfoFields } }
    variants(first: 10) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }
  }
` as const;

// Five products a page keeps a page under the 1,000-point limit; listProducts reads pages until its
// limit, and the rest of a product's variants or collections by the product (PRODUCT_PAGES_QUERY).
export const PRODUCTS_QUERY = `#graphql
  query Products($query: String, $after: String) {
    products(first: 5, after: $after, query: $query, sortKey: ID) {
      nodes { ...ProductFields }
      pageInfo { ...PageInfoFields }
    }
  }
  ${PRODUCT}
  ${VARIANT}
  ${PAGE_INFO}
` as const;

export const PRODUCT_PAGES_QUERY = `#graphql
  query ProductPages($id: ID!, $variantsAfter: String, $collectionsAfter: String) {
    product(id: $id) {
      id
      variants(first: 50, after: $variantsAfter) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }
      collections(first: 100, after: $collectionsAfter) { nodes { id } pageInfo { ...PageInfoFields } }
    }
  }
  ${VARIANT}
  ${PAGE_INFO}
` as const;

export const NODES_QUERY = `#graphql
  query Nodes($ids: [ID!]!) {
    nodes(ids: $ids) { __typename ... on ProductVariant { ...VariantFields } }
  }
  ${VARIANT}
` as const;

export const COLLECTIONS_QUERY = `#graphql
  query Collections($after: String) {
    collections(first: 250, after: $after) { nodes { id title handle } pageInfo { ...PageInfoFields } }
  }
  ${PAGE_INFO}
` as const;

export const PRODUCT_TAGS_QUERY = `#graphql
  query ProductTags($after: String) {
    productTags(first: 250, after: $after) { nodes pageInfo { ...PageInfoFields } }
  }
  ${PAGE_INFO}
` as const;

export const LOCATIONS_QUERY = `#graphql
  query Locations($after: String) {
    locations(first: 100, after: $after) {
      nodes {
        id name isActive
        address { address1 address2 city province provinceCode country countryCode zip phone }
      }
      pageInfo { ...PageInfoFields }
    }
  }
  ${PAGE_INFO}
` as const;
