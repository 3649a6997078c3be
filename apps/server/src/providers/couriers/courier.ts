import type { TrackingStatus } from '@roundtrip/core/couriers';

/** A place a parcel leaves from or goes to, as every courier API asks for it. */
export type Party = {
  name: string;
  phone: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  countryCode: string;
  postalCode: string;
};

export type BookingInput = {
  /** Our key for this booking (the outbox row): sent to the courier so a retry finds what it bought. */
  key: string;
  /** The shopper sends the parcel... */
  from: Party;
  /** ...to the store's warehouse. */
  to: Party;
  grams: number;
  orderName: string;
  items: { name: string; sku: string; units: number; price: string }[];
};

export type Booking = {
  externalId: string;
  trackingCompany: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The label to print, when the courier makes one (a pickup may have none). */
  pdf: Buffer | null;
};

type Rate = { service: string; amount: string; currency: string; days: number | null };

/** What the label record tells the courier when asking where the parcel is. */
type BookedLabel = { externalId: string; trackingNumber: string; createdAt: Date };

/** One courier's API (DESIGN.md: an interface, a sandbox that behaves like the service, real clients). */
export type CourierClient = {
  sandbox: boolean;
  /**
   * Asks the courier whether it accepts the credentials, before they are saved: throws
   * `CredentialsRefused` with the courier's words (connections/credentials-check.ts).
   */
  verify(): Promise<void>;
  rates(input: Omit<BookingInput, 'key'>): Promise<Rate[]>;
  /** Idempotent by `input.key`: a booking whose answer was lost is found, never bought twice. */
  book(input: BookingInput): Promise<Booking>;
  /** Our status for the parcel, or null when the courier's says nothing we map. */
  track(label: BookedLabel): Promise<TrackingStatus | null>;
  cancel(label: BookedLabel): Promise<void>;
  /**
   * Asks the courier to push this parcel's tracking updates to the webhook set up on the merchant's
   * account (docs/couriers.md). Absent for couriers without push updates: polling covers them.
   */
  watch?(parcel: { trackingNumber: string; trackingCompany: string; key: string }): Promise<void>;
};
