import { COURIER_LABELS, COURIERS, type Courier } from '../contracts/requests-list';

/** One credential a courier needs; secret ones are never sent back to the page once saved. */
type CourierField = { name: string; label: string; secret: boolean };

export type CourierInfo = {
  /** Labels, tracking and cancel are built against the courier's documented API. */
  supported: boolean;
  /** What booking makes: a label the shopper prints, or a pickup the courier comes for. */
  booking: 'label' | 'pickup';
  fields: readonly CourierField[];
};

const field = (name: string, label: string, secret = false): CourierField => ({ name, label, secret });

/**
 * Every courier the product names, with the credentials its API asks for (docs/couriers.md). Only Shippo,
 * ShipStation, Shiprocket, Delhivery and the sandbox are built; the others are listed so a merchant sees what is
 * coming, and saving credentials for them is refused rather than pretending to connect.
 */
export const COURIER_INFO: Readonly<Record<Courier, CourierInfo>> = {
  sandbox: { supported: true, booking: 'label', fields: [] },
  shippo: { supported: true, booking: 'label', fields: [field('api_token', 'API token', true)] },
  shipstation: {
    supported: true,
    booking: 'label',
    fields: [
      field('api_key', 'API key', true),
      field('carrier_id', 'Carrier id (se-...)'),
      field('service_code', 'Service code'),
    ],
  },
  shiprocket: {
    supported: true,
    booking: 'pickup',
    fields: [field('email', 'API user email'), field('password', 'API user password', true)],
  },
  ups: {
    supported: false,
    booking: 'label',
    fields: [
      field('client_id', 'Client id'),
      field('client_secret', 'Client secret', true),
      field('account_number', 'Account number'),
    ],
  },
  dhl: {
    supported: false,
    booking: 'label',
    fields: [
      field('api_key', 'API key'),
      field('api_secret', 'API secret', true),
      field('account_number', 'Account number'),
    ],
  },
  fedex: {
    supported: false,
    booking: 'label',
    fields: [
      field('api_key', 'API key'),
      field('secret_key', 'Secret key', true),
      field('account_number', 'Account number'),
    ],
  },
  canada_post: {
    supported: false,
    booking: 'label',
    fields: [
      field('username', 'API username'),
      field('password', 'API password', true),
      field('customer_number', 'Customer number'),
    ],
  },
  easyparcel: { supported: false, booking: 'pickup', fields: [field('api_key', 'API key', true)] },
  nimbus: {
    supported: false,
    booking: 'pickup',
    fields: [field('email', 'Email'), field('password', 'Password', true)],
  },
  delhivery: {
    supported: true,
    booking: 'pickup',
    fields: [
      field('api_token', 'API token', true),
      field('pickup_location', 'Pickup location name (the warehouse registered with Delhivery)'),
      field('environment', 'Environment: production or staging'),
    ],
  },
};

export const NOT_YET_SUPPORTED = 'Not yet supported: Roundtrip cannot book this courier yet';

/** A store's saved courier connection as the booking rule reads it. */
export type CourierConnectionState = {
  courier: Courier;
  enabled: boolean;
  /** The courier accepted the saved credentials (a verification call when they were saved). */
  verified: boolean;
};

/** Where a store's orders live: the sandbox courier exists only where nothing is shipped for real. */
export type StorePlatform = 'demo' | 'shopify';

/**
 * Why this store cannot book with this courier, or null when it can (docs/couriers.md): a courier
 * Roundtrip has a client for, connected with credentials the courier accepted and left on; the sandbox
 * only on a demo store, where its test labels harm nobody.
 */
export function courierRefusal(
  courier: Courier,
  platform: StorePlatform,
  connections: readonly CourierConnectionState[],
): string | null {
  const name = COURIER_LABELS[courier];
  if (courier === 'sandbox')
    return platform === 'demo' ? null : 'The sandbox courier makes test labels on demo stores only';
  if (!COURIER_INFO[courier].supported) return `${name} is not yet supported: Roundtrip cannot book it`;
  const connection = connections.find((c) => c.courier === courier);
  if (!connection?.verified) return `${name} is not connected: connect it on the Couriers page`;
  if (!connection.enabled) return `${name} is turned off on the Couriers page`;
  return null;
}

/** The couriers this store can book with, in the catalogue's order: what the approve dialog offers. */
export const bookableCouriers = (
  platform: StorePlatform,
  connections: readonly CourierConnectionState[],
): Courier[] => COURIERS.filter((c) => courierRefusal(c, platform, connections) === null);

/**
 * The credentials to keep from what the merchant sent: every field of the courier, a secret left
 * blank keeping its saved value (the page never receives it back). Answers the missing fields too.
 */
export function mergeCredentials(
  courier: Courier,
  sent: Readonly<Record<string, string>>,
  saved: Readonly<Record<string, string>>,
): { credentials: Record<string, string>; missing: string[] } {
  const credentials: Record<string, string> = {};
  const missing: string[] = [];
  for (const f of COURIER_INFO[courier].fields) {
    const value = (sent[f.name] ?? '').trim() || (f.secret ? (saved[f.name] ?? '') : '');
    if (value) credentials[f.name] = value;
    else missing.push(f.name);
  }
  return { credentials, missing };
}
