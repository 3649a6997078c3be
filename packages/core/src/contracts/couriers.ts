// Couriers, labels, tracking and return addresses (docs/couriers.md): the bodies of the couriers page, the
// approve dialog's weight and price, the label the merchant and the shopper open, and the warehouses.
import { z } from 'zod';
import { MAX_PARCEL_GRAMS, WEIGHT_UNITS, type WeightUnit } from '../couriers/parcel';
import { RATE_RULES } from '../couriers/rate-choice';
import { TRACKING_STATUSES } from '../couriers/tracking';
import { COURIERS } from './requests-list';
import { isoDate, uuid } from './shared';

const courierField = z.object({ name: z.string(), label: z.string(), secret: z.boolean() });

/** GET /courier-field/v1/courier-info: what each courier needs to connect. */
export const courierInfoResponse = z.object({
  docs: z.array(
    z.object({
      courier: z.enum(COURIERS),
      name: z.string(),
      supported: z.boolean(),
      booking: z.enum(['label', 'pickup']),
      fields: z.array(courierField),
    }),
  ),
});
export type CourierInfoResponse = z.infer<typeof courierInfoResponse>;

/** GET courier-partner/v1/list: the store's couriers; secrets are never sent back, only that they are set. */
export const courierPartner = z.object({
  courier: z.enum(COURIERS),
  name: z.string(),
  supported: z.boolean(),
  /** Connected: the courier accepted the saved credentials (the sandbox: a demo store's built-in one). */
  connected: z.boolean(),
  enabled: z.boolean(),
  /** This store can book with it now: what the approve dialog offers (core `courierRefusal`). */
  bookable: z.boolean(),
  /** Why not, in words, when it cannot. */
  refusal: z.string().nullable(),
  /** When the courier last accepted the credentials. */
  verified_at: isoDate.nullable(),
  /** Saved values of the non-secret fields; a secret field reads "" with `secrets_set` naming it. */
  credentials: z.record(z.string(), z.string()),
  secrets_set: z.array(z.string()),
  updated_at: isoDate.nullable(),
});
export type CourierPartner = z.infer<typeof courierPartner>;
export const courierPartnerListResponse = z.object({ docs: z.array(courierPartner) });
export type CourierPartnerListResponse = z.infer<typeof courierPartnerListResponse>;

/** PUT /settings/courier-partners: connect (or change) one courier; a blank secret keeps the saved one. */
export const courierPartnerBody = z.object({
  courier: z.enum(COURIERS),
  enabled: z.boolean().default(true),
  credentials: z.record(z.string().max(64), z.string().trim().max(500)).default({}),
});
export type CourierPartnerBody = z.input<typeof courierPartnerBody>;

const weightUnit = z.enum(Object.keys(WEIGHT_UNITS) as [WeightUnit, ...WeightUnit[]]);

/** POST /validate-weight */
export const validateWeightBody = z.object({
  weight: z.number({ error: 'Please enter a weight' }),
  unit: weightUnit.default('g'),
});
export type ValidateWeightBody = z.input<typeof validateWeightBody>;
export const validateWeightResponse = z.object({ valid: z.literal(true), grams: z.number().int() });

/** POST /fetch-weight-price: what the courier charges for this request's parcel. */
export const fetchWeightPriceBody = validateWeightBody.extend({
  request_id: uuid,
  courier: z.enum(COURIERS),
});
export type FetchWeightPriceBody = z.input<typeof fetchWeightPriceBody>;
export const fetchWeightPriceResponse = z.object({
  grams: z.number().int(),
  rates: z.array(
    z.object({ service: z.string(), amount: z.string(), currency: z.string(), days: z.number().nullable() }),
  ),
});
export type FetchWeightPriceResponse = z.infer<typeof fetchWeightPriceResponse>;

const rate = {
  service: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** The courier's estimate of days in transit, when it gives one. */
  days: z.number().nullable(),
};

/** One connected courier's quote for a parcel: the rate its booking buys (core `courierQuote`). */
export const courierQuote = z.object({ courier: z.enum(COURIERS), courier_name: z.string(), ...rate });
export type CourierQuoteView = z.infer<typeof courierQuote>;

/** GET /courier-partner/v1/rate-rule, PUT /settings/courier-rate-rule: how the approve dialog picks. */
export const rateSetting = z
  .object({
    rule: z.enum(RATE_RULES),
    preferred_courier: z.enum(COURIERS).nullable().default(null),
  })
  .refine((s) => s.rule !== 'preferred' || s.preferred_courier !== null, {
    message: 'Choose the preferred courier',
    path: ['preferred_courier'],
  });
export type RateSettingView = z.infer<typeof rateSetting>;

/** POST /return-exchange/v1/{id}/rate-quotes: every bookable courier asked for this request's parcel. */
export const rateQuotesBody = z.object({
  weight_grams: z.number().int().min(1).max(MAX_PARCEL_GRAMS).optional(),
});
export const rateQuotesResponse = z.object({
  grams: z.number().int(),
  setting: rateSetting,
  quotes: z.array(courierQuote),
  /** The quote the store's rule picks (core `chooseQuote`); null when no courier quoted. */
  chosen: courierQuote.nullable(),
  /** Couriers that could not quote, in their words (the others still do). */
  failures: z.array(z.object({ courier: z.enum(COURIERS), courier_name: z.string(), message: z.string() })),
});
export type RateQuotesResponse = z.infer<typeof rateQuotesResponse>;

/** The quote an approval was made with, sent back in the approve body and kept on the label. */
export const approvedQuote = z.object({ courier: z.enum(COURIERS), ...rate });

/** A request's return label or pickup, for the merchant (auth) and the shopper (portal session). */
export const returnLabel = z.object({
  id: z.string(),
  courier: z.enum(COURIERS),
  courier_name: z.string(),
  /** Booked through the built-in sandbox: a real PDF, not a real parcel. */
  sandbox: z.boolean(),
  booking: z.enum(['label', 'pickup']),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  tracking_status: z.enum(TRACKING_STATUSES),
  /** Where the PDF is served (absent for a pickup without a label). */
  file_url: z.string().nullable(),
  /** When the courier voided it (the request was cancelled): not to be used for shipping. */
  voided_at: isoDate.nullable(),
  /** The quote the approval was made with and the rule that picked it (rate shopping); null: none. */
  quote: z.object({ ...rate, rule: z.enum(RATE_RULES) }).nullable(),
  created_at: isoDate,
});
export type ReturnLabel = z.infer<typeof returnLabel>;
export const returnLabelResponse = z.object({ label: returnLabel.nullable() });
export type ReturnLabelResponse = z.infer<typeof returnLabelResponse>;

const address = z.object({
  name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  country_code: z.string(),
  postal_code: z.string(),
});

/** GET /admin/warehouse-locations: where returns can go. */
export const warehouseLocationsResponse = z.object({
  docs: z.array(address.extend({ id: z.string(), is_default: z.boolean(), active: z.boolean() })),
});
export type WarehouseLocationsResponse = z.infer<typeof warehouseLocationsResponse>;

/** GET /address/v1?country=: the return address a parcel from that country goes to. */
export const returnAddressQuery = z.object({ country: z.string().trim().length(2).optional() });
export const returnAddressResponse = z.object({ address: address.extend({ id: z.string() }).nullable() });

/** GET /config/regions: countries with their dial codes; `european` marks the 28 European countries. */
export const regionsResponse = z.object({
  docs: z.array(
    z.object({ code: z.string(), name: z.string(), dial_code: z.string(), european: z.boolean() }),
  ),
});
