import {
  type Feature,
  growPriceForCountry,
  PLAN_LIMITS,
  requiredTier,
  SCALE_PRICE,
} from '@roundtrip/core/plans';

type UpsellMedia = { kind: 'image' | 'video'; src: string; alt: string };
export type UpsellContent = { title: string; description: string; media: UpsellMedia };
export type PlanOffer = {
  tier: 'grow' | 'scale';
  /** "Grow plan" */
  title: string;
  /** "$19.99/month" */
  price: string;
};

/** A small offline illustration (no CDN: the product runs without internet). */
function illustration(label: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200"><rect width="480" height="200" rx="12" fill="#f1f2f4"/><rect x="32" y="36" width="170" height="128" rx="10" fill="#fff" stroke="#e3e3e3"/><rect x="48" y="54" width="60" height="60" rx="8" fill="${accent}" opacity=".85"/><rect x="118" y="60" width="68" height="10" rx="5" fill="#c9cccf"/><rect x="118" y="80" width="46" height="10" rx="5" fill="#e3e3e3"/><rect x="48" y="128" width="138" height="20" rx="6" fill="#303030"/><path d="M222 100h36m-12-12 12 12-12 12" stroke="#616161" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="278" y="36" width="170" height="128" rx="10" fill="#fff" stroke="#e3e3e3"/><rect x="294" y="54" width="60" height="60" rx="8" fill="${accent}"/><rect x="364" y="60" width="68" height="10" rx="5" fill="#c9cccf"/><rect x="364" y="80" width="46" height="10" rx="5" fill="#e3e3e3"/><text x="363" y="148" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#303030">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const content = (title: string, description: string, accent: string, label: string): UpsellContent => ({
  title,
  description,
  media: { kind: 'image', src: illustration(label, accent), alt: `Illustration: ${title}` },
});

/** Upsell modals: one per gated feature; the copy is ours (docs/settings-ux.md). */
export const UPSELL_CONTENT: Readonly<Record<Feature, UpsellContent>> = {
  exchange_with_other_products: content(
    'Exchange with other products',
    'Keep the sale when the shopper wants something else: let them swap for any product in your catalogue, not only another size or colour of the same one.',
    '#91d0ff',
    'Any product',
  ),
  smart_exchange: content(
    'Smart exchange',
    'When a shopper says the size or colour was wrong, Roundtrip suggests the variant most likely to fit, so exchanges are right the first time.',
    '#b4fed2',
    'Best fit',
  ),
  third_party_refunds: content(
    'Third-party refunds',
    'Refund through your payment provider directly from Roundtrip.',
    '#ffd6a4',
    'Refunded',
  ),
  payment_capture: content(
    'Capture payments from customers',
    'Let shoppers choose a dearer replacement and pay the difference in the portal.',
    '#ffd6a4',
    'Paid',
  ),
  payment_integrations: content(
    'Payment integrations',
    'Connect Razorpay, Stripe, GoKwik or PayU to collect price differences and pay refunds.',
    '#ffd6a4',
    'Connected',
  ),
  hold_exchange_orders: content(
    'Hold exchange orders',
    'Hold the fulfillment of exchange orders until the returned item reaches you, so nothing ships twice.',
    '#e5d4ff',
    'On hold',
  ),
  upsell_booster: content(
    'Upsell booster',
    'Suggest products on the exchange page, with an optional discount, and turn returns into new sales.',
    '#b4fed2',
    'Suggested',
  ),
  shopify_sync: content(
    'Sync returns to Shopify',
    'Create every return on Shopify too, so your Shopify reports and inventory stay right.',
    '#91d0ff',
    'Synced',
  ),
  automations: content(
    'Automations',
    'Approve, receive, refund and archive requests automatically with your own rules.',
    '#e5d4ff',
    'Automated',
  ),
  gift_card_refunds: content(
    'Gift card refunds',
    'Refund to a gift card the shopper can spend in your store.',
    '#b4fed2',
    'Gift card',
  ),
  klaviyo: content(
    'Klaviyo',
    'Send return and exchange events to Klaviyo to drive your own flows.',
    '#ffd6a4',
    'Klaviyo',
  ),
  language: content(
    'Portal languages',
    'Show your returns portal in your shoppers’ language.',
    '#91d0ff',
    'हिन्दी',
  ),
  shopify_exchange_fulfillment_hold: content(
    'Shopify fulfillment hold',
    'Hold exchange orders on Shopify itself until the return is received.',
    '#e5d4ff',
    'On hold',
  ),
  warehouse_integrations: content(
    'Warehouse integrations',
    'Connect eRetail, Unicommerce, Shipidf, EasyEcom, Fynd, Omuni, Browntape, Automyze, Increff or BlueCherry: returns flow to your warehouse system.',
    '#ffb8b8',
    'Warehouse',
  ),
  merchant_success_manager: content(
    'Merchant success manager',
    'A named person who helps you set up and tune your returns.',
    '#ffb8b8',
    'Your manager',
  ),
  early_beta_access: content(
    'Early beta access',
    'Try new features before everyone else.',
    '#ffb8b8',
    'Beta',
  ),
};

/** Plan prices are in US dollars (PLAN_PRICE_CURRENCY). */
const money = (amount: string) => `$${amount}`;

/** Prices: Grow depends on the store's country; Scale is one price. */
function planOffer(tier: 'grow' | 'scale', country: string | null | undefined): PlanOffer {
  if (tier === 'scale') return { tier, title: 'Scale plan', price: `${money(SCALE_PRICE)}/month` };
  return { tier, title: 'Grow plan', price: `${money(growPriceForCountry(country))}/month` };
}

export function offerFor(feature: Feature, country: string | null | undefined): PlanOffer {
  return planOffer(requiredTier(feature), country);
}

export type PlanSummary = { tier: 'free' | 'grow' | 'scale'; title: string; price: string; points: string[] };

/** The plan comparison list (grow, scale and free), from docs/plans.md. */
export function planComparison(country: string | null | undefined): PlanSummary[] {
  const free = PLAN_LIMITS.free;
  return [
    {
      tier: 'free',
      title: 'Free',
      price: `${money('0')}/month`,
      points: [
        `Up to ${free.requests} requests`,
        `${free.users} user`,
        `${free.logisticsConnections} logistics connections`,
      ],
    },
    {
      tier: 'grow',
      title: 'Grow',
      price: `from ${planOffer('grow', country).price}`,
      points: [
        'Unlimited requests and users',
        'Exchange with other products and smart exchange',
        'Payment capture, third-party and gift card refunds',
        'Hold exchange orders, upsell booster, automations',
        'Sync returns to Shopify',
      ],
    },
    {
      tier: 'scale',
      title: 'Scale',
      price: `from ${planOffer('scale', country).price}`,
      points: [
        'Everything in Grow',
        'Any warehouse system connection',
        'Merchant success manager',
        'Early beta access',
      ],
    },
  ];
}
