import { AppError } from '../../errors';
import { createAdminGraphql, type GraphqlCall } from './admin-graphql';
import { createShopifyAccess } from './connection/database-access';
import type { RenewDeps } from './connection/renew-access';
import {
  ACTIVE_SUBSCRIPTIONS_QUERY,
  APP_SUBSCRIPTION_CANCEL,
  APP_SUBSCRIPTION_CREATE,
} from './documents/app';
import { currencyCode } from './shopify-deps';

// Shopify's app billing (docs/plans.md): a recurring charge the merchant approves on Shopify's page.

type UserErrors = { userErrors: { message: string }[] };

function refusedBy(payload: UserErrors | null | undefined): void {
  const first = payload?.userErrors[0];
  if (first) throw new AppError('CONFLICT', `Shopify refused the charge: ${first.message}`);
}

type NewSubscription = {
  name: string;
  price: string;
  currency: string;
  returnUrl: string;
  /** Shopify's test charge (development stores): approved without money changing hands. */
  test: boolean;
};

export type ShopifyBilling = {
  create(storeId: string, input: NewSubscription): Promise<{ id: string; confirmationUrl: string }>;
  isActive(storeId: string, id: string): Promise<boolean>;
  cancel(storeId: string, id: string): Promise<void>;
};

export function createShopifyBilling(deps: RenewDeps): ShopifyBilling {
  const gql: GraphqlCall = createAdminGraphql({
    access: createShopifyAccess(deps),
    ...(deps.config.shopifyAdminOrigin && { adminOrigin: deps.config.shopifyAdminOrigin }),
  });
  return {
    async create(storeId, input) {
      const data = await gql(
        storeId,
        APP_SUBSCRIPTION_CREATE,
        {
          name: input.name,
          returnUrl: input.returnUrl,
          test: input.test,
          lineItems: [
            {
              plan: {
                appRecurringPricingDetails: {
                  price: { amount: input.price, currencyCode: currencyCode(input.currency) },
                  interval: 'EVERY_30_DAYS',
                },
              },
            },
          ],
        },
        { write: true },
      );
      const payload = data.appSubscriptionCreate;
      refusedBy(payload);
      if (!payload?.appSubscription || !payload.confirmationUrl)
        throw new AppError('CONFLICT', 'Shopify did not create the charge');
      return { id: payload.appSubscription.id, confirmationUrl: payload.confirmationUrl };
    },
    async isActive(storeId, id) {
      const data = await gql(storeId, ACTIVE_SUBSCRIPTIONS_QUERY, {});
      return data.currentAppInstallation.activeSubscriptions.some((s) => s.id === id);
    },
    async cancel(storeId, id) {
      const data = await gql(storeId, APP_SUBSCRIPTION_CANCEL, { id }, { write: true });
      refusedBy(data.appSubscriptionCancel);
    },
  };
}
