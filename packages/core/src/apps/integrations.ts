import { COURIER_LABELS, COURIERS, type Courier } from '../contracts/requests-list';
import { COURIER_INFO } from '../couriers/catalogue';
import { isSupportedProvider, PAYMENT_PROVIDERS, type PaymentProvider } from '../payments/providers';
import { isSupportedWms, WMS_SYSTEMS, type WmsSystem } from '../wms/systems';

export const INTEGRATION_KINDS = ['courier', 'warehouse', 'payment', 'app', 'webhook', 'marketing'] as const;
type IntegrationKind = (typeof INTEGRATION_KINDS)[number];
export const INTEGRATION_STATES = ['connected', 'not_connected', 'not_yet_supported'] as const;
type IntegrationState = (typeof INTEGRATION_STATES)[number];

export type Integration = {
  kind: IntegrationKind;
  key: string;
  name: string;
  state: IntegrationState;
  /** The admin page where the merchant connects it. */
  page: string;
};

/** What the store's own tables say is switched on: the only input of the Integrations page. */
export type IntegrationFacts = {
  couriers: readonly Courier[];
  warehouses: readonly WmsSystem[];
  payments: readonly PaymentProvider[];
  activeApps: number;
  enabledWebhooks: number;
  /** A Klaviyo key is saved and its events are flowing (not turned off by failures). */
  klaviyo: boolean;
};

const titled = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function stateOf(supported: boolean, connected: boolean): IntegrationState {
  if (connected) return 'connected';
  return supported ? 'not_connected' : 'not_yet_supported';
}

/**
 * Every integration the product names, with its state (docs/apps.md). A connection saved for a
 * system we have no client for cannot exist (saving one is refused), so "connected" is always real.
 */
export function integrationStates(facts: IntegrationFacts): Integration[] {
  return [
    ...COURIERS.map((c) => ({
      kind: 'courier' as const,
      key: c,
      name: COURIER_LABELS[c],
      state: stateOf(COURIER_INFO[c].supported, facts.couriers.includes(c)),
      page: '/admin/settings/couriers',
    })),
    ...WMS_SYSTEMS.map((s) => ({
      kind: 'warehouse' as const,
      key: s,
      name: titled(s),
      state: stateOf(isSupportedWms(s), facts.warehouses.includes(s)),
      page: '/admin/settings/warehouses',
    })),
    ...PAYMENT_PROVIDERS.map((p) => ({
      kind: 'payment' as const,
      key: p,
      name: titled(p),
      state: stateOf(isSupportedProvider(p), facts.payments.includes(p)),
      page: '/admin/settings/payments',
    })),
    {
      kind: 'app',
      key: 'apps',
      name: 'Apps and API keys',
      state: stateOf(true, facts.activeApps > 0),
      page: '/admin/settings/apps',
    },
    {
      kind: 'webhook',
      key: 'webhooks',
      name: 'Outgoing webhooks',
      state: stateOf(true, facts.enabledWebhooks > 0),
      page: '/admin/settings/webhooks',
    },
    {
      kind: 'marketing',
      key: 'klaviyo',
      name: 'Klaviyo',
      state: stateOf(true, facts.klaviyo),
      page: '/admin/settings/integrations',
    },
  ];
}
