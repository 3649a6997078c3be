import { Banner } from '@shopify/polaris';
import { useServices } from './use-billing';

/** The free-trial and top-up banners, only with billing on and when they apply. */
export function BillingBanners() {
  const { data } = useServices();
  if (!data || data.billing === 'off') return null;
  return (
    <>
      {data.banners.top_up && (
        <Banner
          tone="warning"
          title={`You have used all ${data.usage.requests_limit} free requests this month`}
          action={{ content: 'Upgrade', url: '/admin/billing' }}
        >
          Your portal refuses new requests until next month, and so does New request here. Grow has no limit.
        </Banner>
      )}
      {data.banners.trial && (
        <Banner
          tone="info"
          title="Try the paid features"
          action={{ content: 'See plans', url: '/admin/billing' }}
        >
          Your store is on the free plan: Grow adds exchanges for other products, smart exchange and more.
        </Banner>
      )}
    </>
  );
}
