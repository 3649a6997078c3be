import type { FakeIds, FakeShop } from './fake-state';

/** One recurring app charge as the fake keeps it. */
export type FakeSubscription = {
  id: number;
  name: string;
  status: 'PENDING' | 'ACTIVE' | 'DECLINED' | 'CANCELLED';
  test: boolean;
  returnUrl: string;
  createdAt: string;
  price: { amount: string; currencyCode: string };
};

// Kept beside the shop rather than in it, so billing composes onto the fake without changing its state.
const subscriptionsOf = new WeakMap<FakeShop, FakeSubscription[]>();

export function fakeSubscriptions(shop: FakeShop): FakeSubscription[] {
  let list = subscriptionsOf.get(shop);
  if (!list) {
    list = [];
    subscriptionsOf.set(shop, list);
  }
  return list;
}

const view = (s: FakeSubscription) => ({
  id: `gid://shopify/AppSubscription/${s.id}`,
  name: s.name,
  status: s.status,
  test: s.test,
  returnUrl: s.returnUrl,
  createdAt: s.createdAt,
});

const refused = (message: string, field: string[]) => ({ userErrors: [{ field, message }] });

type In = Record<string, unknown>;

/** The billing mutations, spread into the fake's mutation root. */
export function billingMutations(ctx: { shop: FakeShop; ids: FakeIds; now: string }, origin: string) {
  return {
    appSubscriptionCreate: (args: In) => {
      const items = args.lineItems as { plan: { appRecurringPricingDetails?: { price: In } } }[];
      const price = items[0]?.plan.appRecurringPricingDetails?.price;
      if (!price) return refused('A recurring pricing line item is required', ['lineItems']);
      const sub: FakeSubscription = {
        id: ctx.ids.take(),
        name: String(args.name),
        status: 'PENDING',
        test: args.test === true,
        returnUrl: String(args.returnUrl),
        createdAt: ctx.now,
        price: { amount: String(price.amount), currencyCode: String(price.currencyCode) },
      };
      fakeSubscriptions(ctx.shop).push(sub);
      return {
        appSubscription: view(sub),
        // Shopify's page where the merchant approves; the fake has no page, a test approves by hand.
        confirmationUrl: `${origin}/admin/charges/${sub.id}/confirm_recurring_application_charge`,
        userErrors: [],
      };
    },
    appSubscriptionCancel: (args: In) => {
      const sub = fakeSubscriptions(ctx.shop).find((s) => view(s).id === args.id);
      if (!sub) return refused('Subscription not found', ['id']);
      if (sub.status !== 'ACTIVE') return refused('Only an active subscription can be cancelled', ['id']);
      sub.status = 'CANCELLED';
      return { appSubscription: view(sub), userErrors: [] };
    },
  };
}

/** `currentAppInstallation` with its active subscriptions added to what the fake already answers. */
export function withActiveSubscriptions(shop: FakeShop, base: () => object) {
  return () => ({
    ...base(),
    activeSubscriptions: fakeSubscriptions(shop)
      .filter((s) => s.status === 'ACTIVE')
      .map(view),
  });
}

/** What the merchant does on Shopify's confirmation page: approve or decline the pending charge. */
export function answerSubscription(shop: FakeShop, gid: string, approve: boolean): FakeSubscription {
  const sub = fakeSubscriptions(shop).find((s) => view(s).id === gid && s.status === 'PENDING');
  if (!sub) throw new Error(`the fake has no pending subscription ${gid}`);
  sub.status = approve ? 'ACTIVE' : 'DECLINED';
  return sub;
}
