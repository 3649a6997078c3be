/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as AdminTypes from './admin.types.js';

export type RoundtripShopFactsQueryVariables = AdminTypes.Exact<{ [key: string]: never; }>;


export type RoundtripShopFactsQuery = { shop: (
    Pick<AdminTypes.Shop, 'name' | 'email' | 'myshopifyDomain' | 'currencyCode' | 'ianaTimezone'>
    & { plan: Pick<AdminTypes.ShopPlan, 'publicDisplayName'>, shopAddress: Pick<AdminTypes.ShopAddress, 'countryCodeV2'> }
  ), currentAppInstallation: { accessScopes: Array<Pick<AdminTypes.AccessScope, 'handle'>> } };

export type AppSubscriptionCreateMutationVariables = AdminTypes.Exact<{
  name: AdminTypes.Scalars['String']['input'];
  lineItems: Array<AdminTypes.AppSubscriptionLineItemInput> | AdminTypes.AppSubscriptionLineItemInput;
  returnUrl: AdminTypes.Scalars['URL']['input'];
  test?: AdminTypes.InputMaybe<AdminTypes.Scalars['Boolean']['input']>;
}>;


export type AppSubscriptionCreateMutation = { appSubscriptionCreate?: AdminTypes.Maybe<(
    Pick<AdminTypes.AppSubscriptionCreatePayload, 'confirmationUrl'>
    & { appSubscription?: AdminTypes.Maybe<Pick<AdminTypes.AppSubscription, 'id' | 'status'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }
  )> };

export type ActiveSubscriptionsQueryVariables = AdminTypes.Exact<{ [key: string]: never; }>;


export type ActiveSubscriptionsQuery = { currentAppInstallation: { activeSubscriptions: Array<Pick<AdminTypes.AppSubscription, 'id' | 'status'>> } };

export type AppSubscriptionCancelMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type AppSubscriptionCancelMutation = { appSubscriptionCancel?: AdminTypes.Maybe<{ appSubscription?: AdminTypes.Maybe<Pick<AdminTypes.AppSubscription, 'id' | 'status'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type WebhookSubscriptionsQueryVariables = AdminTypes.Exact<{
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type WebhookSubscriptionsQuery = { webhookSubscriptions: { nodes: Array<Pick<AdminTypes.WebhookSubscription, 'id' | 'topic' | 'uri'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type WebhookSubscriptionCreateMutationVariables = AdminTypes.Exact<{
  topic: AdminTypes.WebhookSubscriptionTopic;
  uri: AdminTypes.Scalars['String']['input'];
}>;


export type WebhookSubscriptionCreateMutation = { webhookSubscriptionCreate?: AdminTypes.Maybe<{ webhookSubscription?: AdminTypes.Maybe<Pick<AdminTypes.WebhookSubscription, 'id' | 'topic' | 'uri'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type FlowTriggerReceiveMutationVariables = AdminTypes.Exact<{
  handle: AdminTypes.Scalars['String']['input'];
  payload: AdminTypes.Scalars['JSON']['input'];
}>;


export type FlowTriggerReceiveMutation = { flowTriggerReceive?: AdminTypes.Maybe<{ userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type VariantFieldsFragment = (
  Pick<AdminTypes.ProductVariant, 'id' | 'title' | 'sku' | 'price' | 'compareAtPrice' | 'taxable' | 'position' | 'inventoryQuantity'>
  & { selectedOptions: Array<Pick<AdminTypes.SelectedOption, 'name' | 'value'>>, product: Pick<AdminTypes.Product, 'id'>, inventoryItem: (
    Pick<AdminTypes.InventoryItem, 'id'>
    & { inventoryLevels: { nodes: Array<{ location: Pick<AdminTypes.Location, 'id'>, quantities: Array<Pick<AdminTypes.InventoryQuantity, 'name' | 'quantity'>> }> } }
  ) }
);

export type ProductFieldsFragment = (
  Pick<AdminTypes.Product, 'id' | 'title' | 'handle' | 'productType' | 'vendor' | 'status' | 'tags' | 'createdAt'>
  & { options: Array<Pick<AdminTypes.ProductOption, 'name' | 'position' | 'values'>>, featuredMedia?: AdminTypes.Maybe<{ preview?: AdminTypes.Maybe<{ image?: AdminTypes.Maybe<Pick<AdminTypes.Image, 'url'>> }> }>, collections: { nodes: Array<Pick<AdminTypes.Collection, 'id'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, variants: { nodes: Array<(
      Pick<AdminTypes.ProductVariant, 'id' | 'title' | 'sku' | 'price' | 'compareAtPrice' | 'taxable' | 'position' | 'inventoryQuantity'>
      & { selectedOptions: Array<Pick<AdminTypes.SelectedOption, 'name' | 'value'>>, product: Pick<AdminTypes.Product, 'id'>, inventoryItem: (
        Pick<AdminTypes.InventoryItem, 'id'>
        & { inventoryLevels: { nodes: Array<{ location: Pick<AdminTypes.Location, 'id'>, quantities: Array<Pick<AdminTypes.InventoryQuantity, 'name' | 'quantity'>> }> } }
      ) }
    )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
);

export type ProductsQueryVariables = AdminTypes.Exact<{
  query?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type ProductsQuery = { products: { nodes: Array<(
      Pick<AdminTypes.Product, 'id' | 'title' | 'handle' | 'productType' | 'vendor' | 'status' | 'tags' | 'createdAt'>
      & { options: Array<Pick<AdminTypes.ProductOption, 'name' | 'position' | 'values'>>, featuredMedia?: AdminTypes.Maybe<{ preview?: AdminTypes.Maybe<{ image?: AdminTypes.Maybe<Pick<AdminTypes.Image, 'url'>> }> }>, collections: { nodes: Array<Pick<AdminTypes.Collection, 'id'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, variants: { nodes: Array<(
          Pick<AdminTypes.ProductVariant, 'id' | 'title' | 'sku' | 'price' | 'compareAtPrice' | 'taxable' | 'position' | 'inventoryQuantity'>
          & { selectedOptions: Array<Pick<AdminTypes.SelectedOption, 'name' | 'value'>>, product: Pick<AdminTypes.Product, 'id'>, inventoryItem: (
            Pick<AdminTypes.InventoryItem, 'id'>
            & { inventoryLevels: { nodes: Array<{ location: Pick<AdminTypes.Location, 'id'>, quantities: Array<Pick<AdminTypes.InventoryQuantity, 'name' | 'quantity'>> }> } }
          ) }
        )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
    )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type ProductPagesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  variantsAfter?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
  collectionsAfter?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type ProductPagesQuery = { product?: AdminTypes.Maybe<(
    Pick<AdminTypes.Product, 'id'>
    & { variants: { nodes: Array<(
        Pick<AdminTypes.ProductVariant, 'id' | 'title' | 'sku' | 'price' | 'compareAtPrice' | 'taxable' | 'position' | 'inventoryQuantity'>
        & { selectedOptions: Array<Pick<AdminTypes.SelectedOption, 'name' | 'value'>>, product: Pick<AdminTypes.Product, 'id'>, inventoryItem: (
          Pick<AdminTypes.InventoryItem, 'id'>
          & { inventoryLevels: { nodes: Array<{ location: Pick<AdminTypes.Location, 'id'>, quantities: Array<Pick<AdminTypes.InventoryQuantity, 'name' | 'quantity'>> }> } }
        ) }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, collections: { nodes: Array<Pick<AdminTypes.Collection, 'id'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type NodesQueryVariables = AdminTypes.Exact<{
  ids: Array<AdminTypes.Scalars['ID']['input']> | AdminTypes.Scalars['ID']['input'];
}>;


export type NodesQuery = { nodes: Array<AdminTypes.Maybe<{ __typename: 'AbandonedCheckout' | 'AbandonedCheckoutLineItem' | 'Abandonment' | 'AddAllProductsOperation' | 'AdditionalFee' | 'AnalyticsAnnotation' | 'AnalyticsTarget' | 'App' | 'AppCatalog' | 'AppCredit' | 'AppInstallation' | 'AppPurchaseOneTime' | 'AppRevenueAttributionRecord' | 'AppSubscription' | 'AppUsageRecord' | 'Article' | 'BasicEvent' | 'Blog' | 'BulkOperation' | 'BusinessEntity' } | { __typename: 'CalculatedOrder' | 'CartTransform' | 'CashDrawer' | 'CashManagementCustomReasonCode' | 'CashManagementDefaultReasonCode' | 'CashManagementSystemReasonCode' | 'CashTrackingAdjustment' | 'CashTrackingSession' | 'CatalogCsvOperation' | 'Channel' | 'ChannelDefinition' | 'ChannelInformation' | 'CheckoutAndAccountsConfiguration' | 'CheckoutAndAccountsConfigurationOverride' | 'CheckoutProfile' | 'Collection' | 'CollectionConditionsSource' | 'CollectionSubCollectionsSource' | 'Comment' | 'CommentEvent' } | { __typename: 'Company' | 'CompanyAddress' | 'CompanyContact' | 'CompanyContactRole' | 'CompanyContactRoleAssignment' | 'CompanyLocation' | 'CompanyLocationCatalog' | 'CompanyLocationStaffMemberAssignment' | 'ConsentPolicy' | 'CurrencyExchangeAdjustment' | 'Customer' | 'CustomerAccountAppExtensionPage' | 'CustomerAccountNativePage' | 'CustomerPaymentMethod' | 'CustomerSegmentMembersQuery' | 'CustomerVisit' | 'DeliveryCarrierService' | 'DeliveryCondition' | 'DeliveryCountry' | 'DeliveryCustomization' } | { __typename: 'DeliveryLocationGroup' | 'DeliveryMethod' | 'DeliveryMethodDefinition' | 'DeliveryParticipant' | 'DeliveryProfile' | 'DeliveryProfileItem' | 'DeliveryPromiseParticipant' | 'DeliveryPromiseProvider' | 'DeliveryProvince' | 'DeliveryRateDefinition' | 'DeliveryZone' | 'DiscountAutomaticBxgy' | 'DiscountAutomaticNode' | 'DiscountCodeNode' | 'DiscountNode' | 'DiscountRedeemCodeBulkCreation' | 'Domain' | 'DraftOrder' | 'DraftOrderLineItem' | 'DraftOrderTag' } | { __typename: 'Duty' | 'ExchangeLineItem' | 'ExternalVideo' | 'Fulfillment' | 'FulfillmentConstraintRule' | 'FulfillmentEvent' | 'FulfillmentHold' | 'FulfillmentLineItem' | 'FulfillmentOrder' | 'FulfillmentOrderDestination' | 'FulfillmentOrderLineItem' | 'FulfillmentOrderMerchantRequest' | 'GenericFile' | 'GiftCard' | 'GiftCardCashOutTransaction' | 'GiftCardCreditTransaction' | 'GiftCardDebitTransaction' | 'IdentityProviderSubject' | 'InventoryAdjustmentGroup' | 'InventoryItem' } | { __typename: 'InventoryItemMeasurement' | 'InventoryLevel' | 'InventoryQuantity' | 'InventoryShipment' | 'InventoryShipmentLineItem' | 'InventoryTransfer' | 'InventoryTransferLineItem' | 'LineItem' | 'LineItemGroup' | 'Location' | 'MailingAddress' | 'Market' | 'MarketCatalog' | 'MarketRegionCountry' | 'MarketRegionSubdivision' | 'MarketWebPresence' | 'MarketingActivity' | 'MarketingEvent' | 'MediaImage' | 'Menu' } | { __typename: 'Metafield' | 'MetafieldDefinition' | 'Metaobject' | 'MetaobjectDefinition' | 'Model3d' | 'OnlineStoreTheme' | 'Order' | 'OrderAdjustment' | 'OrderAttributionDefinition' | 'OrderCancelJobResult' | 'OrderCreateMandatePaymentJobResult' | 'OrderDisputeSummary' | 'OrderEditSession' | 'OrderTransaction' | 'Page' | 'PaymentCustomization' | 'PaymentMandate' | 'PaymentSchedule' | 'PaymentTerms' | 'PaymentTermsTemplate' } | { __typename: 'PointOfSaleDevice' | 'PointOfSaleDevicePaymentSession' | 'PriceList' | 'Product' | 'ProductBundleOperation' | 'ProductDeleteOperation' | 'ProductDuplicateOperation' | 'ProductFeed' | 'ProductOption' | 'ProductOptionValue' | 'ProductSetOperation' | 'ProductTaxonomyNode' | 'ProductVariantComponent' | 'Publication' | 'PublicationResourceOperation' | 'QuantityPriceBreak' | 'Refund' | 'RefundShippingLine' | 'Return' | 'ReturnLineItem' } | { __typename: 'ReturnReasonDefinition' | 'ReturnableFulfillment' | 'ReverseDelivery' | 'ReverseDeliveryLineItem' | 'ReverseFulfillmentOrder' | 'ReverseFulfillmentOrderDisposition' | 'ReverseFulfillmentOrderLineItem' | 'SaleAdditionalFee' | 'SavedSearch' | 'ScriptTag' | 'Segment' | 'SellingPlan' | 'SellingPlanGroup' | 'ServerPixel' | 'ShippingLabel' | 'ShippingLabelPurchaseResult' | 'Shop' | 'ShopAddress' | 'ShopPolicy' | 'ShopifyPaymentsAccount' } | { __typename: 'ShopifyPaymentsBalanceTransaction' | 'ShopifyPaymentsBankAccount' | 'ShopifyPaymentsDispute' | 'ShopifyPaymentsDisputeEvidence' | 'ShopifyPaymentsDisputeFileUpload' | 'ShopifyPaymentsDisputeFulfillment' | 'ShopifyPaymentsPayout' | 'StaffMember' | 'StandardMetafieldDefinitionTemplate' | 'StoreCreditAccount' | 'StoreCreditAccountCreditTransaction' | 'StoreCreditAccountDebitRevertTransaction' | 'StoreCreditAccountDebitTransaction' | 'StorefrontAccessToken' | 'SubscriptionBillingAttempt' | 'SubscriptionContract' | 'SubscriptionDraft' | 'TaxonomyAttribute' | 'TaxonomyCategory' | 'TaxonomyChoiceListAttribute' } | { __typename: 'TaxonomyMeasurementAttribute' | 'TaxonomyValue' | 'TenderTransaction' | 'TransactionFee' | 'UnverifiedReturnLineItem' | 'UrlRedirect' | 'UrlRedirectImport' | 'Validation' | 'Video' | 'WebPixel' | 'WebhookSubscription' } | (
    { __typename: 'ProductVariant' }
    & Pick<AdminTypes.ProductVariant, 'id' | 'title' | 'sku' | 'price' | 'compareAtPrice' | 'taxable' | 'position' | 'inventoryQuantity'>
    & { selectedOptions: Array<Pick<AdminTypes.SelectedOption, 'name' | 'value'>>, product: Pick<AdminTypes.Product, 'id'>, inventoryItem: (
      Pick<AdminTypes.InventoryItem, 'id'>
      & { inventoryLevels: { nodes: Array<{ location: Pick<AdminTypes.Location, 'id'>, quantities: Array<Pick<AdminTypes.InventoryQuantity, 'name' | 'quantity'>> }> } }
    ) }
  )>> };

export type CollectionsQueryVariables = AdminTypes.Exact<{
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type CollectionsQuery = { collections: { nodes: Array<Pick<AdminTypes.Collection, 'id' | 'title' | 'handle'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type ProductTagsQueryVariables = AdminTypes.Exact<{
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type ProductTagsQuery = { productTags?: AdminTypes.Maybe<(
    Pick<AdminTypes.StringConnection, 'nodes'>
    & { pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }
  )> };

export type LocationsQueryVariables = AdminTypes.Exact<{
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type LocationsQuery = { locations: { nodes: Array<(
      Pick<AdminTypes.Location, 'id' | 'name' | 'isActive'>
      & { address: Pick<AdminTypes.LocationAddress, 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCode' | 'zip' | 'phone'> }
    )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type OrderCreateMutationVariables = AdminTypes.Exact<{
  order: AdminTypes.OrderCreateOrderInput;
  inventory: AdminTypes.OrderCreateInputsInventoryBehavior;
}>;


export type OrderCreateMutation = { orderCreate?: AdminTypes.Maybe<{ order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>>, userErrors: Array<Pick<AdminTypes.OrderCreateUserError, 'field' | 'message'>> }> };

export type OrderEditBeginMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type OrderEditBeginMutation = { orderEditBegin?: AdminTypes.Maybe<{ calculatedOrder?: AdminTypes.Maybe<Pick<AdminTypes.CalculatedOrder, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type OrderEditAddVariantMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  variantId: AdminTypes.Scalars['ID']['input'];
  quantity: AdminTypes.Scalars['Int']['input'];
}>;


export type OrderEditAddVariantMutation = { orderEditAddVariant?: AdminTypes.Maybe<{ calculatedLineItem?: AdminTypes.Maybe<Pick<AdminTypes.CalculatedLineItem, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type OrderEditAddDiscountMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  lineItemId: AdminTypes.Scalars['ID']['input'];
  discount: AdminTypes.OrderEditAppliedDiscountInput;
}>;


export type OrderEditAddDiscountMutation = { orderEditAddLineItemDiscount?: AdminTypes.Maybe<{ calculatedOrder?: AdminTypes.Maybe<Pick<AdminTypes.CalculatedOrder, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type OrderEditCommitMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  note?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type OrderEditCommitMutation = { orderEditCommit?: AdminTypes.Maybe<{ order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type HoldMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  hold: AdminTypes.FulfillmentOrderHoldInput;
}>;


export type HoldMutation = { fulfillmentOrderHold?: AdminTypes.Maybe<{ fulfillmentOrder?: AdminTypes.Maybe<Pick<AdminTypes.FulfillmentOrder, 'id'>>, userErrors: Array<Pick<AdminTypes.FulfillmentOrderHoldUserError, 'field' | 'message'>> }> };

export type ReleaseMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type ReleaseMutation = { fulfillmentOrderReleaseHold?: AdminTypes.Maybe<{ fulfillmentOrder?: AdminTypes.Maybe<Pick<AdminTypes.FulfillmentOrder, 'id'>>, userErrors: Array<Pick<AdminTypes.FulfillmentOrderReleaseHoldUserError, 'field' | 'message'>> }> };

export type OrderCancelMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  reason: AdminTypes.OrderCancelReason;
  restock: AdminTypes.Scalars['Boolean']['input'];
}>;


export type OrderCancelMutation = { orderCancel?: AdminTypes.Maybe<{ job?: AdminTypes.Maybe<Pick<AdminTypes.Job, 'id'>>, orderCancelUserErrors: Array<Pick<AdminTypes.OrderCancelUserError, 'field' | 'message'>> }> };

export type MoneyBagFragment = { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> };

export type MailingAddressFieldsFragment = Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>;

export type OrderTransactionFieldsFragment = (
  Pick<AdminTypes.OrderTransaction, 'id' | 'kind' | 'status' | 'gateway' | 'paymentId' | 'receiptJson' | 'createdAt'>
  & { parentTransaction?: AdminTypes.Maybe<Pick<AdminTypes.OrderTransaction, 'id'>>, amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type CustomerFieldsFragment = (
  Pick<AdminTypes.Customer, 'id' | 'firstName' | 'lastName' | 'tags' | 'createdAt'>
  & { defaultEmailAddress?: AdminTypes.Maybe<Pick<AdminTypes.CustomerEmailAddress, 'emailAddress'>>, defaultPhoneNumber?: AdminTypes.Maybe<Pick<AdminTypes.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>>, addressesV2: { nodes: Array<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>> } }
);

export type PageInfoFieldsFragment = Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'>;

export type StoreCreditAccountFieldsFragment = (
  Pick<AdminTypes.StoreCreditAccount, 'id'>
  & { balance: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, owner: (
    { __typename: 'CompanyLocation' }
    & Pick<AdminTypes.CompanyLocation, 'id'>
  ) | (
    { __typename: 'Customer' }
    & Pick<AdminTypes.Customer, 'id'>
  ), transactions: { nodes: Array<(
      { __typename: 'StoreCreditAccountCreditTransaction' }
      & Pick<AdminTypes.StoreCreditAccountCreditTransaction, 'id' | 'expiresAt' | 'createdAt'>
      & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
    ) | (
      { __typename: 'StoreCreditAccountDebitRevertTransaction' }
      & Pick<AdminTypes.StoreCreditAccountDebitRevertTransaction, 'id' | 'createdAt'>
      & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
    ) | (
      { __typename: 'StoreCreditAccountDebitTransaction' }
      & Pick<AdminTypes.StoreCreditAccountDebitTransaction, 'id' | 'createdAt'>
      & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
    ) | (
      { __typename: 'StoreCreditAccountExpirationTransaction' }
      & Pick<AdminTypes.StoreCreditAccountExpirationTransaction, 'createdAt'>
      & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
    )> } }
);

export type CreditAccountsQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type CreditAccountsQuery = { customer?: AdminTypes.Maybe<(
    Pick<AdminTypes.Customer, 'id'>
    & { storeCreditAccounts: { nodes: Array<(
        Pick<AdminTypes.StoreCreditAccount, 'id'>
        & { balance: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, owner: (
          { __typename: 'CompanyLocation' }
          & Pick<AdminTypes.CompanyLocation, 'id'>
        ) | (
          { __typename: 'Customer' }
          & Pick<AdminTypes.Customer, 'id'>
        ), transactions: { nodes: Array<(
            { __typename: 'StoreCreditAccountCreditTransaction' }
            & Pick<AdminTypes.StoreCreditAccountCreditTransaction, 'id' | 'expiresAt' | 'createdAt'>
            & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'StoreCreditAccountDebitRevertTransaction' }
            & Pick<AdminTypes.StoreCreditAccountDebitRevertTransaction, 'id' | 'createdAt'>
            & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'StoreCreditAccountDebitTransaction' }
            & Pick<AdminTypes.StoreCreditAccountDebitTransaction, 'id' | 'createdAt'>
            & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'StoreCreditAccountExpirationTransaction' }
            & Pick<AdminTypes.StoreCreditAccountExpirationTransaction, 'createdAt'>
            & { amount: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }
          )> } }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type GiftCardFieldsFragment = (
  Pick<AdminTypes.GiftCard, 'id' | 'lastCharacters' | 'note' | 'expiresOn' | 'createdAt'>
  & { initialValue: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, balance: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>>, order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>> }
);

export type GiftCardQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type GiftCardQuery = { giftCard?: AdminTypes.Maybe<(
    Pick<AdminTypes.GiftCard, 'id' | 'lastCharacters' | 'note' | 'expiresOn' | 'createdAt'>
    & { initialValue: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, balance: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>>, order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>> }
  )> };

export type GiftCardsQueryVariables = AdminTypes.Exact<{
  query: AdminTypes.Scalars['String']['input'];
}>;


export type GiftCardsQuery = { giftCards: { nodes: Array<(
      Pick<AdminTypes.GiftCard, 'id' | 'lastCharacters' | 'note' | 'expiresOn' | 'createdAt'>
      & { initialValue: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, balance: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>>, order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>> }
    )> } };

export type RefundCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.RefundInput;
  key: AdminTypes.Scalars['String']['input'];
}>;


export type RefundCreateMutation = { refundCreate?: AdminTypes.Maybe<{ refund?: AdminTypes.Maybe<Pick<AdminTypes.Refund, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type StoreCreditCreditMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  input: AdminTypes.StoreCreditAccountCreditInput;
}>;


export type StoreCreditCreditMutation = { storeCreditAccountCredit?: AdminTypes.Maybe<{ storeCreditAccountTransaction?: AdminTypes.Maybe<(
      Pick<AdminTypes.StoreCreditAccountCreditTransaction, 'id'>
      & { account: Pick<AdminTypes.StoreCreditAccount, 'id'> }
    )>, userErrors: Array<Pick<AdminTypes.StoreCreditAccountCreditUserError, 'field' | 'message'>> }> };

export type GiftCardCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.GiftCardCreateInput;
}>;


export type GiftCardCreateMutation = { giftCardCreate?: AdminTypes.Maybe<(
    Pick<AdminTypes.GiftCardCreatePayload, 'giftCardCode'>
    & { giftCard?: AdminTypes.Maybe<Pick<AdminTypes.GiftCard, 'id'>>, userErrors: Array<Pick<AdminTypes.GiftCardUserError, 'field' | 'message'>> }
  )> };

export type DraftOrderCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.DraftOrderInput;
}>;


export type DraftOrderCreateMutation = { draftOrderCreate?: AdminTypes.Maybe<{ draftOrder?: AdminTypes.Maybe<Pick<AdminTypes.DraftOrder, 'id' | 'invoiceUrl'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type DraftOrdersQueryVariables = AdminTypes.Exact<{
  query: AdminTypes.Scalars['String']['input'];
}>;


export type DraftOrdersQuery = { draftOrders: { nodes: Array<(
      Pick<AdminTypes.DraftOrder, 'id' | 'invoiceUrl'>
      & { customAttributes: Array<Pick<AdminTypes.Attribute, 'key' | 'value'>> }
    )> } };

export type OrderMarkAsPaidMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.OrderMarkAsPaidInput;
}>;


export type OrderMarkAsPaidMutation = { orderMarkAsPaid?: AdminTypes.Maybe<{ order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type SuggestedCancelRefundQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  lines: Array<AdminTypes.RefundLineItemInput> | AdminTypes.RefundLineItemInput;
}>;


export type SuggestedCancelRefundQuery = { order?: AdminTypes.Maybe<{ suggestedRefund?: AdminTypes.Maybe<{ amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, suggestedTransactions: Array<(
        Pick<AdminTypes.SuggestedOrderTransaction, 'gateway' | 'kind'>
        & { parentTransaction?: AdminTypes.Maybe<Pick<AdminTypes.OrderTransaction, 'id'>>, amountSet: { presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )> }> }> };

export type OrderCancelWithRefundMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  staffNote?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type OrderCancelWithRefundMutation = { orderCancel?: AdminTypes.Maybe<{ job?: AdminTypes.Maybe<Pick<AdminTypes.Job, 'id' | 'done'>>, orderCancelUserErrors: Array<Pick<AdminTypes.OrderCancelUserError, 'field' | 'message' | 'code'>> }> };

export type ShopQueryVariables = AdminTypes.Exact<{ [key: string]: never; }>;


export type ShopQuery = { shop: Pick<AdminTypes.Shop, 'currencyCode'> };

export type LineItemFieldsFragment = (
  Pick<AdminTypes.LineItem, 'id' | 'title' | 'variantTitle' | 'sku' | 'vendor' | 'quantity' | 'currentQuantity' | 'unfulfilledQuantity' | 'taxable' | 'requiresShipping'>
  & { variant?: AdminTypes.Maybe<Pick<AdminTypes.ProductVariant, 'id'>>, product?: AdminTypes.Maybe<Pick<AdminTypes.Product, 'id'>>, originalUnitPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalDiscountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ allocatedAmountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, discountApplication: Pick<AdminTypes.AutomaticDiscountApplication, 'index'> | Pick<AdminTypes.DiscountCodeApplication, 'index'> | Pick<AdminTypes.ManualDiscountApplication, 'index'> | Pick<AdminTypes.ScriptDiscountApplication, 'index'> }>, taxLines: Array<(
    Pick<AdminTypes.TaxLine, 'title' | 'rate'>
    & { priceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
  )> }
);

type DiscountApplicationFields_AutomaticDiscountApplication_Fragment = (
  { __typename: 'AutomaticDiscountApplication' }
  & Pick<AdminTypes.AutomaticDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
  ) }
);

type DiscountApplicationFields_DiscountCodeApplication_Fragment = (
  { __typename: 'DiscountCodeApplication' }
  & Pick<AdminTypes.DiscountCodeApplication, 'code' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
  ) }
);

type DiscountApplicationFields_ManualDiscountApplication_Fragment = (
  { __typename: 'ManualDiscountApplication' }
  & Pick<AdminTypes.ManualDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
  ) }
);

type DiscountApplicationFields_ScriptDiscountApplication_Fragment = (
  { __typename: 'ScriptDiscountApplication' }
  & Pick<AdminTypes.ScriptDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
  & { value: (
    { __typename: 'MoneyV2' }
    & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
  ) }
);

export type DiscountApplicationFieldsFragment = DiscountApplicationFields_AutomaticDiscountApplication_Fragment | DiscountApplicationFields_DiscountCodeApplication_Fragment | DiscountApplicationFields_ManualDiscountApplication_Fragment | DiscountApplicationFields_ScriptDiscountApplication_Fragment;

export type FulfillmentFieldsFragment = (
  Pick<AdminTypes.Fulfillment, 'id' | 'status' | 'displayStatus' | 'createdAt' | 'inTransitAt' | 'deliveredAt'>
  & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, trackingInfo: Array<Pick<AdminTypes.FulfillmentTrackingInfo, 'company' | 'number'>> }
);

export type FulfillmentLineFieldsFragment = (
  Pick<AdminTypes.FulfillmentLineItem, 'id' | 'quantity'>
  & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
);

export type OrderQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type OrderQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id' | 'name' | 'email' | 'phone' | 'createdAt' | 'updatedAt' | 'cancelledAt' | 'cancelReason' | 'closedAt' | 'currencyCode' | 'presentmentCurrencyCode' | 'taxesIncluded' | 'displayFinancialStatus' | 'displayFulfillmentStatus' | 'tags' | 'note' | 'sourceName' | 'sourceIdentifier' | 'paymentGatewayNames' | 'discountCodes'>
    & { customAttributes: Array<Pick<AdminTypes.Attribute, 'key' | 'value'>>, subtotalPriceSet?: AdminTypes.Maybe<{ shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }>, totalDiscountsSet?: AdminTypes.Maybe<{ shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }>, totalShippingPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalTaxSet?: AdminTypes.Maybe<{ shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }>, totalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, customer?: AdminTypes.Maybe<(
      Pick<AdminTypes.Customer, 'id' | 'firstName' | 'lastName' | 'tags' | 'createdAt'>
      & { defaultEmailAddress?: AdminTypes.Maybe<Pick<AdminTypes.CustomerEmailAddress, 'emailAddress'>>, defaultPhoneNumber?: AdminTypes.Maybe<Pick<AdminTypes.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>>, addressesV2: { nodes: Array<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>> } }
    )>, shippingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>>, billingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>>, lineItems: { nodes: Array<(
        Pick<AdminTypes.LineItem, 'id' | 'title' | 'variantTitle' | 'sku' | 'vendor' | 'quantity' | 'currentQuantity' | 'unfulfilledQuantity' | 'taxable' | 'requiresShipping'>
        & { variant?: AdminTypes.Maybe<Pick<AdminTypes.ProductVariant, 'id'>>, product?: AdminTypes.Maybe<Pick<AdminTypes.Product, 'id'>>, originalUnitPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalDiscountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ allocatedAmountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, discountApplication: Pick<AdminTypes.AutomaticDiscountApplication, 'index'> | Pick<AdminTypes.DiscountCodeApplication, 'index'> | Pick<AdminTypes.ManualDiscountApplication, 'index'> | Pick<AdminTypes.ScriptDiscountApplication, 'index'> }>, taxLines: Array<(
          Pick<AdminTypes.TaxLine, 'title' | 'rate'>
          & { priceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
        )> }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, shippingLines: { nodes: Array<(
        Pick<AdminTypes.ShippingLine, 'title' | 'code'>
        & { originalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, discountApplications: { nodes: Array<(
        { __typename: 'AutomaticDiscountApplication' }
        & Pick<AdminTypes.AutomaticDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'DiscountCodeApplication' }
        & Pick<AdminTypes.DiscountCodeApplication, 'code' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'ManualDiscountApplication' }
        & Pick<AdminTypes.ManualDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'ScriptDiscountApplication' }
        & Pick<AdminTypes.ScriptDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, fulfillments: Array<(
      Pick<AdminTypes.Fulfillment, 'id' | 'status' | 'displayStatus' | 'createdAt' | 'inTransitAt' | 'deliveredAt'>
      & { fulfillmentLineItems: { nodes: Array<(
          Pick<AdminTypes.FulfillmentLineItem, 'id' | 'quantity'>
          & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
        )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, trackingInfo: Array<Pick<AdminTypes.FulfillmentTrackingInfo, 'company' | 'number'>> }
    )> }
  )> };

export type OrderLinesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after: AdminTypes.Scalars['String']['input'];
}>;


export type OrderLinesQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { lineItems: { nodes: Array<(
        Pick<AdminTypes.LineItem, 'id' | 'title' | 'variantTitle' | 'sku' | 'vendor' | 'quantity' | 'currentQuantity' | 'unfulfilledQuantity' | 'taxable' | 'requiresShipping'>
        & { variant?: AdminTypes.Maybe<Pick<AdminTypes.ProductVariant, 'id'>>, product?: AdminTypes.Maybe<Pick<AdminTypes.Product, 'id'>>, originalUnitPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalDiscountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<{ allocatedAmountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, discountApplication: Pick<AdminTypes.AutomaticDiscountApplication, 'index'> | Pick<AdminTypes.DiscountCodeApplication, 'index'> | Pick<AdminTypes.ManualDiscountApplication, 'index'> | Pick<AdminTypes.ScriptDiscountApplication, 'index'> }>, taxLines: Array<(
          Pick<AdminTypes.TaxLine, 'title' | 'rate'>
          & { priceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
        )> }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type OrderShippingLinesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after: AdminTypes.Scalars['String']['input'];
}>;


export type OrderShippingLinesQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { shippingLines: { nodes: Array<(
        Pick<AdminTypes.ShippingLine, 'title' | 'code'>
        & { originalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type OrderDiscountsQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after: AdminTypes.Scalars['String']['input'];
}>;


export type OrderDiscountsQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { discountApplications: { nodes: Array<(
        { __typename: 'AutomaticDiscountApplication' }
        & Pick<AdminTypes.AutomaticDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'DiscountCodeApplication' }
        & Pick<AdminTypes.DiscountCodeApplication, 'code' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'ManualDiscountApplication' }
        & Pick<AdminTypes.ManualDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        { __typename: 'ScriptDiscountApplication' }
        & Pick<AdminTypes.ScriptDiscountApplication, 'title' | 'index' | 'allocationMethod' | 'targetSelection' | 'targetType'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<AdminTypes.PricingPercentageValue, 'percentage'>
        ) }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type OrderFulfillmentsQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type OrderFulfillmentsQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { fulfillments: Array<(
      Pick<AdminTypes.Fulfillment, 'id' | 'status' | 'displayStatus' | 'createdAt' | 'inTransitAt' | 'deliveredAt'>
      & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, trackingInfo: Array<Pick<AdminTypes.FulfillmentTrackingInfo, 'company' | 'number'>> }
    )> }
  )> };

export type FulfillmentLinesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type FulfillmentLinesQuery = { fulfillment?: AdminTypes.Maybe<(
    Pick<AdminTypes.Fulfillment, 'id'>
    & { fulfillmentLineItems: { nodes: Array<(
        Pick<AdminTypes.FulfillmentLineItem, 'id' | 'quantity'>
        & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type RefundFieldsFragment = (
  Pick<AdminTypes.Refund, 'id' | 'note' | 'createdAt'>
  & { return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, totalRefundedSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type RefundLineFieldsFragment = (
  Pick<AdminTypes.RefundLineItem, 'id' | 'quantity' | 'restockType'>
  & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, lineItem: Pick<AdminTypes.LineItem, 'id'>, subtotalSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalTaxSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type OrderMoneyQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type OrderMoneyQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { transactions: Array<(
      Pick<AdminTypes.OrderTransaction, 'id' | 'kind' | 'status' | 'gateway' | 'paymentId' | 'receiptJson' | 'createdAt'>
      & { parentTransaction?: AdminTypes.Maybe<Pick<AdminTypes.OrderTransaction, 'id'>>, amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
    )>, refunds: Array<(
      Pick<AdminTypes.Refund, 'id' | 'note' | 'createdAt'>
      & { refundLineItems: { nodes: Array<(
          Pick<AdminTypes.RefundLineItem, 'id' | 'quantity' | 'restockType'>
          & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, lineItem: Pick<AdminTypes.LineItem, 'id'>, subtotalSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalTaxSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
        )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, transactions: { nodes: Array<(
          Pick<AdminTypes.OrderTransaction, 'id' | 'kind' | 'status' | 'gateway' | 'paymentId' | 'receiptJson' | 'createdAt'>
          & { parentTransaction?: AdminTypes.Maybe<Pick<AdminTypes.OrderTransaction, 'id'>>, amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
        )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, totalRefundedSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
    )> }
  )> };

export type OrderAllMoneyQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type OrderAllMoneyQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { transactions: Array<(
      Pick<AdminTypes.OrderTransaction, 'id' | 'kind' | 'status' | 'gateway' | 'paymentId' | 'receiptJson' | 'createdAt'>
      & { parentTransaction?: AdminTypes.Maybe<Pick<AdminTypes.OrderTransaction, 'id'>>, amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
    )>, refunds: Array<Pick<AdminTypes.Refund, 'id'>> }
  )> };

export type RefundDetailQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  linesAfter?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
  transactionsAfter?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type RefundDetailQuery = { refund?: AdminTypes.Maybe<(
    Pick<AdminTypes.Refund, 'id' | 'note' | 'createdAt'>
    & { refundLineItems: { nodes: Array<(
        Pick<AdminTypes.RefundLineItem, 'id' | 'quantity' | 'restockType'>
        & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, lineItem: Pick<AdminTypes.LineItem, 'id'>, subtotalSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalTaxSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, transactions: { nodes: Array<(
        Pick<AdminTypes.OrderTransaction, 'id' | 'kind' | 'status' | 'gateway' | 'paymentId' | 'receiptJson' | 'createdAt'>
        & { parentTransaction?: AdminTypes.Maybe<Pick<AdminTypes.OrderTransaction, 'id'>>, amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, totalRefundedSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
  )> };

export type OrdersQueryVariables = AdminTypes.Exact<{
  query: AdminTypes.Scalars['String']['input'];
  first: AdminTypes.Scalars['Int']['input'];
}>;


export type OrdersQuery = { orders: { nodes: Array<(
      Pick<AdminTypes.Order, 'id' | 'name' | 'email' | 'phone' | 'sourceIdentifier'>
      & { customer?: AdminTypes.Maybe<{ defaultEmailAddress?: AdminTypes.Maybe<Pick<AdminTypes.CustomerEmailAddress, 'emailAddress'>>, defaultPhoneNumber?: AdminTypes.Maybe<Pick<AdminTypes.CustomerPhoneNumber, 'phoneNumber'>> }>, shippingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'phone'>> }
    )> } };

export type CustomerQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type CustomerQuery = { customer?: AdminTypes.Maybe<(
    Pick<AdminTypes.Customer, 'id' | 'firstName' | 'lastName' | 'tags' | 'createdAt'>
    & { defaultEmailAddress?: AdminTypes.Maybe<Pick<AdminTypes.CustomerEmailAddress, 'emailAddress'>>, defaultPhoneNumber?: AdminTypes.Maybe<Pick<AdminTypes.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>>, addressesV2: { nodes: Array<Pick<AdminTypes.MailingAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone'>> } }
  )> };

export type OrderOutstandingQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type OrderOutstandingQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { totalOutstandingSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
  )> };

export type FulfillmentOrderFieldsFragment = (
  Pick<AdminTypes.FulfillmentOrder, 'id' | 'status' | 'orderId' | 'createdAt' | 'updatedAt'>
  & { assignedLocation: { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }, fulfillmentHolds: Array<Pick<AdminTypes.FulfillmentHold, 'id' | 'reason' | 'reasonNotes' | 'handle'>> }
);

export type FulfillmentOrdersQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type FulfillmentOrdersQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { fulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.FulfillmentOrder, 'id' | 'status' | 'orderId' | 'createdAt' | 'updatedAt'>
        & { assignedLocation: { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }, fulfillmentHolds: Array<Pick<AdminTypes.FulfillmentHold, 'id' | 'reason' | 'reasonNotes' | 'handle'>> }
      )> } }
  )> };

export type FulfillmentOrderQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type FulfillmentOrderQuery = { fulfillmentOrder?: AdminTypes.Maybe<(
    Pick<AdminTypes.FulfillmentOrder, 'id' | 'status' | 'orderId' | 'createdAt' | 'updatedAt'>
    & { assignedLocation: { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }, fulfillmentHolds: Array<Pick<AdminTypes.FulfillmentHold, 'id' | 'reason' | 'reasonNotes' | 'handle'>> }
  )> };

type ReturnLineFields_ReturnLineItem_Fragment = (
  Pick<AdminTypes.ReturnLineItem, 'id' | 'quantity' | 'processedQuantity' | 'unprocessedQuantity' | 'returnReasonNote' | 'customerNote'>
  & { fulfillmentLineItem: (
    Pick<AdminTypes.FulfillmentLineItem, 'id'>
    & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
  ) }
);

type ReturnLineFields_UnverifiedReturnLineItem_Fragment = Pick<AdminTypes.UnverifiedReturnLineItem, 'id' | 'quantity' | 'processedQuantity' | 'unprocessedQuantity' | 'returnReasonNote' | 'customerNote'>;

export type ReturnLineFieldsFragment = ReturnLineFields_ReturnLineItem_Fragment | ReturnLineFields_UnverifiedReturnLineItem_Fragment;

export type ReverseFulfillmentOrderLineFieldsFragment = (
  Pick<AdminTypes.ReverseFulfillmentOrderLineItem, 'id' | 'totalQuantity'>
  & { fulfillmentLineItem?: AdminTypes.Maybe<(
    Pick<AdminTypes.FulfillmentLineItem, 'id'>
    & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
  )>, dispositions: Array<(
    Pick<AdminTypes.ReverseFulfillmentOrderDisposition, 'type' | 'quantity' | 'createdAt'>
    & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }
  )> }
);

export type ReturnQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type ReturnQuery = { return?: AdminTypes.Maybe<(
    Pick<AdminTypes.Return, 'id' | 'name' | 'status' | 'createdAt' | 'closedAt'>
    & { order: Pick<AdminTypes.Order, 'id'>, decline?: AdminTypes.Maybe<Pick<AdminTypes.ReturnDecline, 'reason' | 'note'>>, returnLineItems: { nodes: Array<(
        Pick<AdminTypes.ReturnLineItem, 'id' | 'quantity' | 'processedQuantity' | 'unprocessedQuantity' | 'returnReasonNote' | 'customerNote'>
        & { fulfillmentLineItem: (
          Pick<AdminTypes.FulfillmentLineItem, 'id'>
          & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
        ) }
      ) | Pick<AdminTypes.UnverifiedReturnLineItem, 'id' | 'quantity' | 'processedQuantity' | 'unprocessedQuantity' | 'returnReasonNote' | 'customerNote'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> }, exchangeLineItems: { nodes: Array<Pick<AdminTypes.ExchangeLineItem, 'id' | 'quantity' | 'processedQuantity' | 'variantId'>> }, reverseFulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.ReverseFulfillmentOrder, 'id'>
        & { lineItems: { nodes: Array<(
            Pick<AdminTypes.ReverseFulfillmentOrderLineItem, 'id' | 'totalQuantity'>
            & { fulfillmentLineItem?: AdminTypes.Maybe<(
              Pick<AdminTypes.FulfillmentLineItem, 'id'>
              & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
            )>, dispositions: Array<(
              Pick<AdminTypes.ReverseFulfillmentOrderDisposition, 'type' | 'quantity' | 'createdAt'>
              & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }
            )> }
          )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
      )> }, refunds: { nodes: Array<(
        Pick<AdminTypes.Refund, 'id'>
        & { totalRefundedSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )> };

export type ReturnLinesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after: AdminTypes.Scalars['String']['input'];
}>;


export type ReturnLinesQuery = { return?: AdminTypes.Maybe<(
    Pick<AdminTypes.Return, 'id'>
    & { returnLineItems: { nodes: Array<(
        Pick<AdminTypes.ReturnLineItem, 'id' | 'quantity' | 'processedQuantity' | 'unprocessedQuantity' | 'returnReasonNote' | 'customerNote'>
        & { fulfillmentLineItem: (
          Pick<AdminTypes.FulfillmentLineItem, 'id'>
          & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
        ) }
      ) | Pick<AdminTypes.UnverifiedReturnLineItem, 'id' | 'quantity' | 'processedQuantity' | 'unprocessedQuantity' | 'returnReasonNote' | 'customerNote'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type ReverseFulfillmentOrderLinesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after: AdminTypes.Scalars['String']['input'];
}>;


export type ReverseFulfillmentOrderLinesQuery = { reverseFulfillmentOrder?: AdminTypes.Maybe<(
    Pick<AdminTypes.ReverseFulfillmentOrder, 'id'>
    & { lineItems: { nodes: Array<(
        Pick<AdminTypes.ReverseFulfillmentOrderLineItem, 'id' | 'totalQuantity'>
        & { fulfillmentLineItem?: AdminTypes.Maybe<(
          Pick<AdminTypes.FulfillmentLineItem, 'id'>
          & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
        )>, dispositions: Array<(
          Pick<AdminTypes.ReverseFulfillmentOrderDisposition, 'type' | 'quantity' | 'createdAt'>
          & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }
        )> }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type OrderReturnsQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type OrderReturnsQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { returns: { nodes: Array<(
        Pick<AdminTypes.Return, 'id' | 'status'>
        & { returnLineItems: { nodes: Array<(
            Pick<AdminTypes.ReturnLineItem, 'id' | 'quantity'>
            & { fulfillmentLineItem: (
              Pick<AdminTypes.FulfillmentLineItem, 'id'>
              & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
            ) }
          ) | Pick<AdminTypes.UnverifiedReturnLineItem, 'id' | 'quantity'>> } }
      )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } }
  )> };

export type SuggestedOutcomeQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  lines: Array<AdminTypes.SuggestedOutcomeReturnLineItemInput> | AdminTypes.SuggestedOutcomeReturnLineItemInput;
}>;


export type SuggestedOutcomeQuery = { return?: AdminTypes.Maybe<(
    Pick<AdminTypes.Return, 'id'>
    & { suggestedFinancialOutcome?: AdminTypes.Maybe<{ discountedSubtotal: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalTax: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, maximumRefundable: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, financialTransfer?: AdminTypes.Maybe<(
        { __typename: 'InvoiceReturnOutcome' | 'RefundReturnOutcome' }
        & { amount: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )> }> }
  )> };

export type ReverseDeliveriesQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type ReverseDeliveriesQuery = { return?: AdminTypes.Maybe<(
    Pick<AdminTypes.Return, 'id' | 'status'>
    & { reverseFulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.ReverseFulfillmentOrder, 'id'>
        & { lineItems: { nodes: Array<Pick<AdminTypes.ReverseFulfillmentOrderLineItem, 'id' | 'totalQuantity'>> }, reverseDeliveries: { nodes: Array<(
            Pick<AdminTypes.ReverseDelivery, 'id'>
            & { deliverable?: AdminTypes.Maybe<(
              { __typename: 'ReverseDeliveryShippingDeliverable' }
              & { tracking?: AdminTypes.Maybe<Pick<AdminTypes.ReverseDeliveryTrackingV2, 'number' | 'url' | 'carrierName'>>, label?: AdminTypes.Maybe<Pick<AdminTypes.ReverseDeliveryLabelV2, 'publicFileUrl'>> }
            )> }
          )> } }
      )> } }
  )> };

export type ReturnCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ReturnInput;
}>;


export type ReturnCreateMutation = { returnCreate?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReturnRequestMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ReturnRequestInput;
}>;


export type ReturnRequestMutation = { returnRequest?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReturnApproveMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ReturnApproveRequestInput;
}>;


export type ReturnApproveMutation = { returnApproveRequest?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReturnDeclineMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ReturnDeclineRequestInput;
}>;


export type ReturnDeclineMutation = { returnDeclineRequest?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReturnProcessMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ReturnProcessInput;
}>;


export type ReturnProcessMutation = { returnProcess?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReturnCloseMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type ReturnCloseMutation = { returnClose?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReturnCancelMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type ReturnCancelMutation = { returnCancel?: AdminTypes.Maybe<{ return?: AdminTypes.Maybe<Pick<AdminTypes.Return, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

export type ReverseDeliveryCreateMutationVariables = AdminTypes.Exact<{
  rfo: AdminTypes.Scalars['ID']['input'];
  lines: Array<AdminTypes.ReverseDeliveryLineItemInput> | AdminTypes.ReverseDeliveryLineItemInput;
  tracking?: AdminTypes.InputMaybe<AdminTypes.ReverseDeliveryTrackingInput>;
  label?: AdminTypes.InputMaybe<AdminTypes.ReverseDeliveryLabelInput>;
}>;


export type ReverseDeliveryCreateMutation = { reverseDeliveryCreateWithShipping?: AdminTypes.Maybe<{ reverseDelivery?: AdminTypes.Maybe<Pick<AdminTypes.ReverseDelivery, 'id'>>, userErrors: Array<Pick<AdminTypes.ReturnUserError, 'field' | 'message'>> }> };

interface GeneratedQueryTypes {
  "#graphql\n  query RoundtripShopFacts {\n    shop {\n      name email myshopifyDomain currencyCode ianaTimezone\n      plan { publicDisplayName }\n      shopAddress { countryCodeV2 }\n    }\n    currentAppInstallation { accessScopes { handle } }\n  }\n": {return: RoundtripShopFactsQuery, variables: RoundtripShopFactsQueryVariables},
  "#graphql\n  query ActiveSubscriptions { currentAppInstallation { activeSubscriptions { id status } } }\n": {return: ActiveSubscriptionsQuery, variables: ActiveSubscriptionsQueryVariables},
  "#graphql\n  query WebhookSubscriptions($after: String) {\n    webhookSubscriptions(first: 100, after: $after) {\n      nodes { id topic uri }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": {return: WebhookSubscriptionsQuery, variables: WebhookSubscriptionsQueryVariables},
  "#graphql\n  query Products($query: String, $after: String) {\n    products(first: 5, after: $after, query: $query, sortKey: ID) {\n      nodes { ...ProductFields }\n      pageInfo { ...PageInfoFields }\n    }\n  }\n  #graphql\n  fragment ProductFields on Product {\n    id title handle productType vendor status tags createdAt\n    options(first: 3) { name position values }\n    featuredMedia { preview { image { url } } }\n    collections(first: 5) { nodes { id } pageInfo { ...PageInfoFields } }\n    variants(first: 10) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }\n  }\n\n  #graphql\n  fragment VariantFields on ProductVariant {\n    id title sku price compareAtPrice taxable position inventoryQuantity\n    selectedOptions { name value }\n    product { id }\n    inventoryItem {\n      id\n      inventoryLevels(first: 5) { nodes { location { id } quantities(names: [\"available\"]) { name quantity } } }\n    }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: ProductsQuery, variables: ProductsQueryVariables},
  "#graphql\n  query ProductPages($id: ID!, $variantsAfter: String, $collectionsAfter: String) {\n    product(id: $id) {\n      id\n      variants(first: 50, after: $variantsAfter) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }\n      collections(first: 100, after: $collectionsAfter) { nodes { id } pageInfo { ...PageInfoFields } }\n    }\n  }\n  #graphql\n  fragment VariantFields on ProductVariant {\n    id title sku price compareAtPrice taxable position inventoryQuantity\n    selectedOptions { name value }\n    product { id }\n    inventoryItem {\n      id\n      inventoryLevels(first: 5) { nodes { location { id } quantities(names: [\"available\"]) { name quantity } } }\n    }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: ProductPagesQuery, variables: ProductPagesQueryVariables},
  "#graphql\n  query Nodes($ids: [ID!]!) {\n    nodes(ids: $ids) { __typename ... on ProductVariant { ...VariantFields } }\n  }\n  #graphql\n  fragment VariantFields on ProductVariant {\n    id title sku price compareAtPrice taxable position inventoryQuantity\n    selectedOptions { name value }\n    product { id }\n    inventoryItem {\n      id\n      inventoryLevels(first: 5) { nodes { location { id } quantities(names: [\"available\"]) { name quantity } } }\n    }\n  }\n\n": {return: NodesQuery, variables: NodesQueryVariables},
  "#graphql\n  query Collections($after: String) {\n    collections(first: 250, after: $after) { nodes { id title handle } pageInfo { ...PageInfoFields } }\n  }\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: CollectionsQuery, variables: CollectionsQueryVariables},
  "#graphql\n  query ProductTags($after: String) {\n    productTags(first: 250, after: $after) { nodes pageInfo { ...PageInfoFields } }\n  }\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: ProductTagsQuery, variables: ProductTagsQueryVariables},
  "#graphql\n  query Locations($after: String) {\n    locations(first: 100, after: $after) {\n      nodes {\n        id name isActive\n        address { address1 address2 city province provinceCode country countryCode zip phone }\n      }\n      pageInfo { ...PageInfoFields }\n    }\n  }\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: LocationsQuery, variables: LocationsQueryVariables},
  "#graphql\n  query CreditAccounts($id: ID!, $after: String) {\n    customer(id: $id) {\n      id\n      storeCreditAccounts(first: 10, after: $after) {\n        nodes { ...StoreCreditAccountFields }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment StoreCreditAccountFields on StoreCreditAccount {\n    id\n    balance { amount currencyCode }\n    owner { __typename ... on Customer { id } ... on CompanyLocation { id } }\n    # Newest first: a credit just made is on the first page however long the history.\n    transactions(first: 25, reverse: true) {\n      nodes {\n        __typename amount { amount currencyCode } createdAt\n        ... on StoreCreditAccountCreditTransaction { id expiresAt }\n        ... on StoreCreditAccountDebitTransaction { id }\n        ... on StoreCreditAccountDebitRevertTransaction { id }\n      }\n    }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: CreditAccountsQuery, variables: CreditAccountsQueryVariables},
  "#graphql\n  query GiftCard($id: ID!) { giftCard(id: $id) { ...GiftCardFields } }\n  #graphql\n  fragment GiftCardFields on GiftCard {\n    id lastCharacters note expiresOn createdAt\n    initialValue { amount currencyCode }\n    balance { amount currencyCode }\n    customer { id }\n    order { id }\n  }\n\n": {return: GiftCardQuery, variables: GiftCardQueryVariables},
  "#graphql\n  query GiftCards($query: String!) { giftCards(first: 5, query: $query) { nodes { ...GiftCardFields } } }\n  #graphql\n  fragment GiftCardFields on GiftCard {\n    id lastCharacters note expiresOn createdAt\n    initialValue { amount currencyCode }\n    balance { amount currencyCode }\n    customer { id }\n    order { id }\n  }\n\n": {return: GiftCardsQuery, variables: GiftCardsQueryVariables},
  "#graphql\n  query DraftOrders($query: String!) {\n    draftOrders(first: 5, query: $query) { nodes { id invoiceUrl customAttributes { key value } } }\n  }\n": {return: DraftOrdersQuery, variables: DraftOrdersQueryVariables},
  "#graphql\n  query SuggestedCancelRefund($id: ID!, $lines: [RefundLineItemInput!]!) {\n    order(id: $id) {\n      suggestedRefund(refundLineItems: $lines) {\n        amountSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n        suggestedTransactions {\n          parentTransaction { id }\n          gateway\n          kind\n          amountSet { presentmentMoney { amount currencyCode } }\n        }\n      }\n    }\n  }\n": {return: SuggestedCancelRefundQuery, variables: SuggestedCancelRefundQueryVariables},
  "#graphql\n  query Shop { shop { currencyCode } }\n": {return: ShopQuery, variables: ShopQueryVariables},
  "#graphql\n  query Order($id: ID!) {\n    order(id: $id) {\n      id name email phone createdAt updatedAt cancelledAt cancelReason closedAt currencyCode\n      presentmentCurrencyCode taxesIncluded displayFinancialStatus displayFulfillmentStatus tags note\n      sourceName sourceIdentifier paymentGatewayNames discountCodes\n      customAttributes { key value }\n      subtotalPriceSet { ...MoneyBag }\n      totalDiscountsSet { ...MoneyBag }\n      totalShippingPriceSet { ...MoneyBag }\n      totalTaxSet { ...MoneyBag }\n      totalPriceSet { ...MoneyBag }\n      customer { ...CustomerFields }\n      shippingAddress { ...MailingAddressFields }\n      billingAddress { ...MailingAddressFields }\n      lineItems(first: 20) { nodes { ...LineItemFields } pageInfo { ...PageInfoFields } }\n      shippingLines(first: 5) {\n        nodes { title code originalPriceSet { ...MoneyBag } }\n        pageInfo { ...PageInfoFields }\n      }\n      discountApplications(first: 10) {\n        nodes { ...DiscountApplicationFields }\n        pageInfo { ...PageInfoFields }\n      }\n      fulfillments(first: 5) {\n        ...FulfillmentFields\n        fulfillmentLineItems(first: 25) { nodes { ...FulfillmentLineFields } pageInfo { ...PageInfoFields } }\n      }\n    }\n  }\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n  #graphql\n  fragment CustomerFields on Customer {\n    id firstName lastName tags createdAt\n    defaultEmailAddress { emailAddress }\n    defaultPhoneNumber { phoneNumber }\n    defaultAddress { ...MailingAddressFields }\n    addressesV2(first: 3) { nodes { ...MailingAddressFields } }\n  }\n\n  #graphql\n  fragment MailingAddressFields on MailingAddress {\n    firstName lastName address1 address2 city province provinceCode country countryCodeV2 zip phone\n  }\n\n  #graphql\n  fragment LineItemFields on LineItem {\n    id title variantTitle sku vendor quantity currentQuantity unfulfilledQuantity taxable requiresShipping\n    variant { id }\n    product { id }\n    originalUnitPriceSet { ...MoneyBag }\n    totalDiscountSet { ...MoneyBag }\n    discountAllocations { allocatedAmountSet { ...MoneyBag } discountApplication { index } }\n    taxLines(first: 3) { title rate priceSet { ...MoneyBag } }\n  }\n\n  #graphql\n  fragment DiscountApplicationFields on DiscountApplication {\n    __typename index allocationMethod targetSelection targetType\n    value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }\n    ... on DiscountCodeApplication { code }\n    ... on ManualDiscountApplication { title }\n    ... on AutomaticDiscountApplication { title }\n    ... on ScriptDiscountApplication { title }\n  }\n\n  #graphql\n  fragment FulfillmentFields on Fulfillment {\n    id status displayStatus createdAt inTransitAt deliveredAt\n    location { id }\n    trackingInfo(first: 1) { company number }\n  }\n\n  #graphql\n  fragment FulfillmentLineFields on FulfillmentLineItem { id quantity lineItem { id } }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: OrderQuery, variables: OrderQueryVariables},
  "#graphql\n  query OrderLines($id: ID!, $after: String!) {\n    order(id: $id) {\n      id\n      lineItems(first: 30, after: $after) { nodes { ...LineItemFields } pageInfo { ...PageInfoFields } }\n    }\n  }\n  #graphql\n  fragment LineItemFields on LineItem {\n    id title variantTitle sku vendor quantity currentQuantity unfulfilledQuantity taxable requiresShipping\n    variant { id }\n    product { id }\n    originalUnitPriceSet { ...MoneyBag }\n    totalDiscountSet { ...MoneyBag }\n    discountAllocations { allocatedAmountSet { ...MoneyBag } discountApplication { index } }\n    taxLines(first: 3) { title rate priceSet { ...MoneyBag } }\n  }\n\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: OrderLinesQuery, variables: OrderLinesQueryVariables},
  "#graphql\n  query OrderShippingLines($id: ID!, $after: String!) {\n    order(id: $id) {\n      id\n      shippingLines(first: 50, after: $after) {\n        nodes { title code originalPriceSet { ...MoneyBag } }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: OrderShippingLinesQuery, variables: OrderShippingLinesQueryVariables},
  "#graphql\n  query OrderDiscounts($id: ID!, $after: String!) {\n    order(id: $id) {\n      id\n      discountApplications(first: 100, after: $after) {\n        nodes { ...DiscountApplicationFields }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountApplicationFields on DiscountApplication {\n    __typename index allocationMethod targetSelection targetType\n    value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }\n    ... on DiscountCodeApplication { code }\n    ... on ManualDiscountApplication { title }\n    ... on AutomaticDiscountApplication { title }\n    ... on ScriptDiscountApplication { title }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: OrderDiscountsQuery, variables: OrderDiscountsQueryVariables},
  "#graphql\n  query OrderFulfillments($id: ID!) {\n    order(id: $id) { id fulfillments(first: 250) { ...FulfillmentFields } }\n  }\n  #graphql\n  fragment FulfillmentFields on Fulfillment {\n    id status displayStatus createdAt inTransitAt deliveredAt\n    location { id }\n    trackingInfo(first: 1) { company number }\n  }\n\n": {return: OrderFulfillmentsQuery, variables: OrderFulfillmentsQueryVariables},
  "#graphql\n  query FulfillmentLines($id: ID!, $after: String) {\n    fulfillment(id: $id) {\n      id\n      fulfillmentLineItems(first: 250, after: $after) {\n        nodes { ...FulfillmentLineFields }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment FulfillmentLineFields on FulfillmentLineItem { id quantity lineItem { id } }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: FulfillmentLinesQuery, variables: FulfillmentLinesQueryVariables},
  "#graphql\n  query OrderMoney($id: ID!) {\n    order(id: $id) {\n      id\n      transactions(first: 50) { ...OrderTransactionFields }\n      refunds(first: 5) {\n        ...RefundFields\n        refundLineItems(first: 10) { nodes { ...RefundLineFields } pageInfo { ...PageInfoFields } }\n        transactions(first: 5) { nodes { ...OrderTransactionFields } pageInfo { ...PageInfoFields } }\n      }\n    }\n  }\n  #graphql\n  fragment OrderTransactionFields on OrderTransaction {\n    id kind status gateway paymentId receiptJson createdAt\n    parentTransaction { id }\n    amountSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment RefundFields on Refund {\n    id note createdAt\n    return { id }\n    totalRefundedSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment RefundLineFields on RefundLineItem {\n    id quantity restockType\n    location { id }\n    lineItem { id }\n    subtotalSet { ...MoneyBag }\n    totalTaxSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: OrderMoneyQuery, variables: OrderMoneyQueryVariables},
  "#graphql\n  query OrderAllMoney($id: ID!) {\n    order(id: $id) {\n      id\n      transactions(first: 250) { ...OrderTransactionFields }\n      refunds(first: 250) { id }\n    }\n  }\n  #graphql\n  fragment OrderTransactionFields on OrderTransaction {\n    id kind status gateway paymentId receiptJson createdAt\n    parentTransaction { id }\n    amountSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n": {return: OrderAllMoneyQuery, variables: OrderAllMoneyQueryVariables},
  "#graphql\n  query RefundDetail($id: ID!, $linesAfter: String, $transactionsAfter: String) {\n    refund(id: $id) {\n      ...RefundFields\n      refundLineItems(first: 50, after: $linesAfter) { nodes { ...RefundLineFields } pageInfo { ...PageInfoFields } }\n      transactions(first: 50, after: $transactionsAfter) {\n        nodes { ...OrderTransactionFields }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment RefundFields on Refund {\n    id note createdAt\n    return { id }\n    totalRefundedSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment RefundLineFields on RefundLineItem {\n    id quantity restockType\n    location { id }\n    lineItem { id }\n    subtotalSet { ...MoneyBag }\n    totalTaxSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment OrderTransactionFields on OrderTransaction {\n    id kind status gateway paymentId receiptJson createdAt\n    parentTransaction { id }\n    amountSet { ...MoneyBag }\n  }\n\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: RefundDetailQuery, variables: RefundDetailQueryVariables},
  "#graphql\n  query Orders($query: String!, $first: Int!) {\n    orders(first: $first, query: $query, sortKey: CREATED_AT, reverse: true) {\n      nodes {\n        id name email phone sourceIdentifier\n        customer { defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } }\n        shippingAddress { phone }\n      }\n    }\n  }\n": {return: OrdersQuery, variables: OrdersQueryVariables},
  "#graphql\n  query Customer($id: ID!) { customer(id: $id) { ...CustomerFields } }\n  #graphql\n  fragment CustomerFields on Customer {\n    id firstName lastName tags createdAt\n    defaultEmailAddress { emailAddress }\n    defaultPhoneNumber { phoneNumber }\n    defaultAddress { ...MailingAddressFields }\n    addressesV2(first: 3) { nodes { ...MailingAddressFields } }\n  }\n\n  #graphql\n  fragment MailingAddressFields on MailingAddress {\n    firstName lastName address1 address2 city province provinceCode country countryCodeV2 zip phone\n  }\n\n": {return: CustomerQuery, variables: CustomerQueryVariables},
  "#graphql\n  query OrderOutstanding($id: ID!) {\n    order(id: $id) { id totalOutstandingSet { shopMoney { amount currencyCode } } }\n  }\n": {return: OrderOutstandingQuery, variables: OrderOutstandingQueryVariables},
  "#graphql\n  query FulfillmentOrders($id: ID!) {\n    order(id: $id) { id fulfillmentOrders(first: 50) { nodes { ...FulfillmentOrderFields } } }\n  }\n  #graphql\n  fragment FulfillmentOrderFields on FulfillmentOrder {\n    id status orderId createdAt updatedAt\n    assignedLocation { location { id } }\n    fulfillmentHolds { id reason reasonNotes handle }\n  }\n\n": {return: FulfillmentOrdersQuery, variables: FulfillmentOrdersQueryVariables},
  "#graphql\n  query FulfillmentOrder($id: ID!) { fulfillmentOrder(id: $id) { ...FulfillmentOrderFields } }\n  #graphql\n  fragment FulfillmentOrderFields on FulfillmentOrder {\n    id status orderId createdAt updatedAt\n    assignedLocation { location { id } }\n    fulfillmentHolds { id reason reasonNotes handle }\n  }\n\n": {return: FulfillmentOrderQuery, variables: FulfillmentOrderQueryVariables},
  "#graphql\n  query Return($id: ID!) {\n    return(id: $id) {\n      id name status createdAt closedAt\n      order { id }\n      decline { reason note }\n      returnLineItems(first: 50) { nodes { ...ReturnLineFields } pageInfo { ...PageInfoFields } }\n      exchangeLineItems(first: 20) { nodes { id quantity processedQuantity variantId } }\n      reverseFulfillmentOrders(first: 5) {\n        nodes {\n          id\n          lineItems(first: 50) { nodes { ...ReverseFulfillmentOrderLineFields } pageInfo { ...PageInfoFields } }\n        }\n      }\n      refunds(first: 10) { nodes { id totalRefundedSet { ...MoneyBag } } }\n    }\n  }\n  #graphql\n  fragment ReturnLineFields on ReturnLineItemType {\n    id quantity processedQuantity unprocessedQuantity returnReasonNote customerNote\n    ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } }\n  }\n\n  #graphql\n  fragment ReverseFulfillmentOrderLineFields on ReverseFulfillmentOrderLineItem {\n    id totalQuantity\n    fulfillmentLineItem { id lineItem { id } }\n    dispositions { type quantity location { id } createdAt }\n  }\n\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: ReturnQuery, variables: ReturnQueryVariables},
  "#graphql\n  query ReturnLines($id: ID!, $after: String!) {\n    return(id: $id) {\n      id\n      returnLineItems(first: 250, after: $after) { nodes { ...ReturnLineFields } pageInfo { ...PageInfoFields } }\n    }\n  }\n  #graphql\n  fragment ReturnLineFields on ReturnLineItemType {\n    id quantity processedQuantity unprocessedQuantity returnReasonNote customerNote\n    ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: ReturnLinesQuery, variables: ReturnLinesQueryVariables},
  "#graphql\n  query ReverseFulfillmentOrderLines($id: ID!, $after: String!) {\n    reverseFulfillmentOrder(id: $id) {\n      id\n      lineItems(first: 100, after: $after) {\n        nodes { ...ReverseFulfillmentOrderLineFields }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment ReverseFulfillmentOrderLineFields on ReverseFulfillmentOrderLineItem {\n    id totalQuantity\n    fulfillmentLineItem { id lineItem { id } }\n    dispositions { type quantity location { id } createdAt }\n  }\n\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: ReverseFulfillmentOrderLinesQuery, variables: ReverseFulfillmentOrderLinesQueryVariables},
  "#graphql\n  query OrderReturns($id: ID!, $after: String) {\n    order(id: $id) {\n      id\n      returns(first: 10, after: $after) {\n        nodes {\n          id status\n          returnLineItems(first: 25) {\n            nodes { id quantity ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } } }\n          }\n        }\n        pageInfo { ...PageInfoFields }\n      }\n    }\n  }\n  #graphql\n  fragment PageInfoFields on PageInfo { hasNextPage endCursor }\n\n": {return: OrderReturnsQuery, variables: OrderReturnsQueryVariables},
  "#graphql\n  query SuggestedOutcome($id: ID!, $lines: [SuggestedOutcomeReturnLineItemInput!]!) {\n    return(id: $id) {\n      id\n      suggestedFinancialOutcome(returnLineItems: $lines, exchangeLineItems: []) {\n        discountedSubtotal { ...MoneyBag }\n        totalTax { ...MoneyBag }\n        maximumRefundable { ...MoneyBag }\n        financialTransfer {\n          __typename\n          ... on RefundReturnOutcome { amount { ...MoneyBag } }\n          ... on InvoiceReturnOutcome { amount { ...MoneyBag } }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment MoneyBag on MoneyBag {\n    shopMoney { amount currencyCode }\n    presentmentMoney { amount currencyCode }\n  }\n\n": {return: SuggestedOutcomeQuery, variables: SuggestedOutcomeQueryVariables},
  "#graphql\n  query ReverseDeliveries($id: ID!) {\n    return(id: $id) {\n      id status\n      reverseFulfillmentOrders(first: 5) {\n        nodes {\n          id\n          lineItems(first: 50) { nodes { id totalQuantity } }\n          reverseDeliveries(first: 10) {\n            nodes {\n              id\n              deliverable {\n                __typename\n                ... on ReverseDeliveryShippingDeliverable {\n                  tracking { number url carrierName }\n                  label { publicFileUrl }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: ReverseDeliveriesQuery, variables: ReverseDeliveriesQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation AppSubscriptionCreate(\n    $name: String!\n    $lineItems: [AppSubscriptionLineItemInput!]!\n    $returnUrl: URL!\n    $test: Boolean\n  ) {\n    appSubscriptionCreate(name: $name, lineItems: $lineItems, returnUrl: $returnUrl, test: $test) {\n      appSubscription { id status }\n      confirmationUrl\n      userErrors { field message }\n    }\n  }\n": {return: AppSubscriptionCreateMutation, variables: AppSubscriptionCreateMutationVariables},
  "#graphql\n  mutation AppSubscriptionCancel($id: ID!) {\n    appSubscriptionCancel(id: $id) { appSubscription { id status } userErrors { field message } }\n  }\n": {return: AppSubscriptionCancelMutation, variables: AppSubscriptionCancelMutationVariables},
  "#graphql\n  mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $uri: String!) {\n    webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri, format: JSON }) {\n      webhookSubscription { id topic uri }\n      userErrors { field message }\n    }\n  }\n": {return: WebhookSubscriptionCreateMutation, variables: WebhookSubscriptionCreateMutationVariables},
  "#graphql\n  mutation FlowTriggerReceive($handle: String!, $payload: JSON!) {\n    flowTriggerReceive(handle: $handle, payload: $payload) { userErrors { field message } }\n  }\n": {return: FlowTriggerReceiveMutation, variables: FlowTriggerReceiveMutationVariables},
  "#graphql\n  mutation OrderCreate($order: OrderCreateOrderInput!, $inventory: OrderCreateInputsInventoryBehavior!) {\n    orderCreate(order: $order, options: { sendReceipt: false, inventoryBehaviour: $inventory }) {\n      order { id }\n      userErrors { field message }\n    }\n  }\n": {return: OrderCreateMutation, variables: OrderCreateMutationVariables},
  "#graphql\n  mutation OrderEditBegin($id: ID!) {\n    orderEditBegin(id: $id) { calculatedOrder { id } userErrors { field message } }\n  }\n": {return: OrderEditBeginMutation, variables: OrderEditBeginMutationVariables},
  "#graphql\n  mutation OrderEditAddVariant($id: ID!, $variantId: ID!, $quantity: Int!) {\n    orderEditAddVariant(id: $id, variantId: $variantId, quantity: $quantity, allowDuplicates: true) {\n      calculatedLineItem { id }\n      userErrors { field message }\n    }\n  }\n": {return: OrderEditAddVariantMutation, variables: OrderEditAddVariantMutationVariables},
  "#graphql\n  mutation OrderEditAddDiscount($id: ID!, $lineItemId: ID!, $discount: OrderEditAppliedDiscountInput!) {\n    orderEditAddLineItemDiscount(id: $id, lineItemId: $lineItemId, discount: $discount) {\n      calculatedOrder { id }\n      userErrors { field message }\n    }\n  }\n": {return: OrderEditAddDiscountMutation, variables: OrderEditAddDiscountMutationVariables},
  "#graphql\n  mutation OrderEditCommit($id: ID!, $note: String) {\n    orderEditCommit(id: $id, notifyCustomer: false, staffNote: $note) {\n      order { id }\n      userErrors { field message }\n    }\n  }\n": {return: OrderEditCommitMutation, variables: OrderEditCommitMutationVariables},
  "#graphql\n  mutation Hold($id: ID!, $hold: FulfillmentOrderHoldInput!) {\n    fulfillmentOrderHold(id: $id, fulfillmentHold: $hold) { fulfillmentOrder { id } userErrors { field message } }\n  }\n": {return: HoldMutation, variables: HoldMutationVariables},
  "#graphql\n  mutation Release($id: ID!) {\n    fulfillmentOrderReleaseHold(id: $id) { fulfillmentOrder { id } userErrors { field message } }\n  }\n": {return: ReleaseMutation, variables: ReleaseMutationVariables},
  "#graphql\n  mutation OrderCancel($id: ID!, $reason: OrderCancelReason!, $restock: Boolean!) {\n    orderCancel(\n      orderId: $id\n      reason: $reason\n      restock: $restock\n      refundMethod: { originalPaymentMethodsRefund: false }\n      notifyCustomer: false\n    ) {\n      job { id }\n      orderCancelUserErrors { field message }\n    }\n  }\n": {return: OrderCancelMutation, variables: OrderCancelMutationVariables},
  "#graphql\n  mutation RefundCreate($input: RefundInput!, $key: String!) {\n    refundCreate(input: $input) @idempotent(key: $key) { refund { id } userErrors { field message } }\n  }\n": {return: RefundCreateMutation, variables: RefundCreateMutationVariables},
  "#graphql\n  mutation StoreCreditCredit($id: ID!, $input: StoreCreditAccountCreditInput!) {\n    storeCreditAccountCredit(id: $id, creditInput: $input) {\n      storeCreditAccountTransaction { id account { id } }\n      userErrors { field message }\n    }\n  }\n": {return: StoreCreditCreditMutation, variables: StoreCreditCreditMutationVariables},
  "#graphql\n  mutation GiftCardCreate($input: GiftCardCreateInput!) {\n    giftCardCreate(input: $input) { giftCard { id } giftCardCode userErrors { field message } }\n  }\n": {return: GiftCardCreateMutation, variables: GiftCardCreateMutationVariables},
  "#graphql\n  mutation DraftOrderCreate($input: DraftOrderInput!) {\n    draftOrderCreate(input: $input) { draftOrder { id invoiceUrl } userErrors { field message } }\n  }\n": {return: DraftOrderCreateMutation, variables: DraftOrderCreateMutationVariables},
  "#graphql\n  mutation OrderMarkAsPaid($input: OrderMarkAsPaidInput!) {\n    orderMarkAsPaid(input: $input) { order { id } userErrors { field message } }\n  }\n": {return: OrderMarkAsPaidMutation, variables: OrderMarkAsPaidMutationVariables},
  "#graphql\n  mutation OrderCancelWithRefund($id: ID!, $staffNote: String) {\n    orderCancel(\n      orderId: $id\n      reason: CUSTOMER\n      restock: true\n      refundMethod: { originalPaymentMethodsRefund: true }\n      notifyCustomer: false\n      staffNote: $staffNote\n    ) {\n      job { id done }\n      orderCancelUserErrors { field message code }\n    }\n  }\n": {return: OrderCancelWithRefundMutation, variables: OrderCancelWithRefundMutationVariables},
  "#graphql\n  mutation ReturnCreate($input: ReturnInput!) {\n    returnCreate(returnInput: $input) { return { id } userErrors { field message } }\n  }\n": {return: ReturnCreateMutation, variables: ReturnCreateMutationVariables},
  "#graphql\n  mutation ReturnRequest($input: ReturnRequestInput!) {\n    returnRequest(input: $input) { return { id } userErrors { field message } }\n  }\n": {return: ReturnRequestMutation, variables: ReturnRequestMutationVariables},
  "#graphql\n  mutation ReturnApprove($input: ReturnApproveRequestInput!) {\n    returnApproveRequest(input: $input) { return { id } userErrors { field message } }\n  }\n": {return: ReturnApproveMutation, variables: ReturnApproveMutationVariables},
  "#graphql\n  mutation ReturnDecline($input: ReturnDeclineRequestInput!) {\n    returnDeclineRequest(input: $input) { return { id } userErrors { field message } }\n  }\n": {return: ReturnDeclineMutation, variables: ReturnDeclineMutationVariables},
  "#graphql\n  mutation ReturnProcess($input: ReturnProcessInput!) {\n    returnProcess(input: $input) { return { id } userErrors { field message } }\n  }\n": {return: ReturnProcessMutation, variables: ReturnProcessMutationVariables},
  "#graphql\n  mutation ReturnClose($id: ID!) {\n    returnClose(id: $id) { return { id } userErrors { field message } }\n  }\n": {return: ReturnCloseMutation, variables: ReturnCloseMutationVariables},
  "#graphql\n  mutation ReturnCancel($id: ID!) {\n    returnCancel(id: $id) { return { id } userErrors { field message } }\n  }\n": {return: ReturnCancelMutation, variables: ReturnCancelMutationVariables},
  "#graphql\n  mutation ReverseDeliveryCreate(\n    $rfo: ID!\n    $lines: [ReverseDeliveryLineItemInput!]!\n    $tracking: ReverseDeliveryTrackingInput\n    $label: ReverseDeliveryLabelInput\n  ) {\n    reverseDeliveryCreateWithShipping(\n      reverseFulfillmentOrderId: $rfo\n      reverseDeliveryLineItems: $lines\n      trackingInput: $tracking\n      labelInput: $label\n      notifyCustomer: false\n    ) {\n      reverseDelivery { id }\n      userErrors { field message }\n    }\n  }\n": {return: ReverseDeliveryCreateMutation, variables: ReverseDeliveryCreateMutationVariables},
}
declare module '@shopify/admin-api-client' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
