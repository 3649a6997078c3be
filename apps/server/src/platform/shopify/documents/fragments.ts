// Fragments the documents share. Each document is a `#graphql` template typed by codegen (codegen.ts)
// against Shopify's official schema; a fragment joins a document by interpolation, which codegen follows.

export const MONEY_BAG = `#graphql
  fragment MoneyBag on MoneyBag {
    shopMoney { amount currencyCode }
    presentmentMoney { amount currencyCode }
  }
` as const;

export const MAILING_ADDRESS = `#graphql
  fragment MailingAddressFields on MailingAddress {
    firstName lastName address1 address2 city province provinceCode country countryCodeV2 zip phone
  }
` as const;

export const ORDER_TRANSACTION = `#graphql
  fragment OrderTransactionFields on OrderTransaction {
    id kind status gateway paymentId receiptJson createdAt
    parentTransaction { id }
    amountSet { ...MoneyBag }
  }
` as const;

export const CUSTOMER = `#graphql
  fragment CustomerFields on Customer {
    id firstName lastName tags createdAt
    defaultEmailAddress { emailAddress }
    defaultPhoneNumber { phoneNumber }
    defaultAddress { ...MailingAddressFields }
    addressesV2(first: 3) { nodes { ...MailingAddressFields } }
  }
` as const;

export const PAGE_INFO = `#graphql
  fragment PageInfoFields on PageInfo { hasNextPage endCursor }
` as const;
