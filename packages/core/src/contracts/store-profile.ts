import { z } from 'zod';
import { containsHtmlTags, isEmail, isPhone, isPositiveNumber, isWebUrl } from '../validation/fields';
import { loginMessages } from '../validation/login';

// The Store profile page (docs/stores.md).

export const storeProfileMessages = {
  name: 'Enter the store name',
  length: 'Use at most 100 characters',
  longText: 'Use at most 1000 characters',
  html: 'Remove the HTML tags',
  website: 'Enter a web address starting with http:// or https://',
  phone: 'Enter a phone number like 987-654-3210',
  amount: 'Enter an amount greater than zero',
  nothingToChange: 'Send at least one field to change',
  country: 'Country must be a 2-letter ISO code, like IN',
  postalCode: 'Use at most 20 characters',
} as const;

const text = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, max === 100 ? storeProfileMessages.length : storeProfileMessages.longText)
    .refine((v) => !containsHtmlTags(v), storeProfileMessages.html);

const website = z
  .string()
  .trim()
  .max(300, storeProfileMessages.length)
  .refine((v) => v === '' || isWebUrl(v), storeProfileMessages.website);
const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhone(v), storeProfileMessages.phone);
const email = z.string({ error: loginMessages.email }).trim().refine(isEmail, loginMessages.email);
const money = z
  .string({ error: storeProfileMessages.amount })
  .trim()
  .refine(isPositiveNumber, storeProfileMessages.amount)
  .refine((v) => Number(v) < 1e9, storeProfileMessages.amount);

/** A postal address. */
export const storeAddress = z.object({
  first_name: text(),
  address_line_1: text(),
  address_line_2: text(),
  city: text(),
  province: text(),
  country: z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?$/, storeProfileMessages.country),
  postal_code: z.string().trim().max(20, storeProfileMessages.postalCode),
});

/** Stored sections: each field defaults, so a section never written reads as empty. */
export const storeMeta = z.object({
  website: website.default(''),
  industry: text().default(''),
  description: text(1000).default(''),
});
export const storeAdditionalDetails = z.object({
  legal_name: text().default(''),
  tax_id: text().default(''),
  address: storeAddress.partial().default({}),
});
export const storeContact = z.object({
  contact_name: text().default(''),
  support_email: z.union([email, z.literal('')]).default(''),
  phone: phone.default(''),
});
export const storeRoi = z.object({
  /** Money as decimal strings in the store's currency; '' until the merchant enters them. */
  average_order_value: z.union([money, z.literal('')]).default(''),
  average_return_cost: z.union([money, z.literal('')]).default(''),
  monthly_orders: z.number().int().min(0).max(100_000_000).default(0),
});

const atLeastOne = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

/** PATCH /store/v1/meta: any of the store's name and descriptive fields. */
export const storeMetaBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, storeProfileMessages.name)
      .max(100, storeProfileMessages.length)
      .optional(),
    website: website.optional(),
    industry: text().optional(),
    description: text(1000).optional(),
  })
  .refine(atLeastOne, storeProfileMessages.nothingToChange);
export type StoreMetaBody = z.infer<typeof storeMetaBody>;

export const storeAdditionalDetailsBody = z.object({
  legal_name: text(),
  tax_id: text(),
  address: storeAddress,
});
export type StoreAdditionalDetailsBody = z.infer<typeof storeAdditionalDetailsBody>;

/** PUT /store/v1/contact-update: who shoppers and Roundtrip write to; the support email also goes on emails. */
export const storeContactBody = z.object({ contact_name: text(), support_email: email, phone });
export type StoreContactBody = z.infer<typeof storeContactBody>;

export const storeRoiBody = z.object({
  average_order_value: money,
  average_return_cost: money,
  monthly_orders: z.number({ error: 'Enter a whole number' }).int().min(0).max(100_000_000),
});
export type StoreRoiBody = z.infer<typeof storeRoiBody>;

/** The store's id, or its domain (what the signed-in page knows from its token). */
export const storeSettingParams = z.object({
  id: z.union([z.uuid(), z.string().regex(/^[a-z0-9][a-z0-9.-]{0,250}$/)], { error: 'Not found' }),
});

/** GET /store/v1/setting/{id}: the whole Store profile page. */
export const storeSettingResponse = z.object({
  id: z.string(),
  store: z.string(),
  name: z.string(),
  store_logo: z.string(),
  currency: z.string(),
  country: z.string(),
  meta: storeMeta,
  additional_details: storeAdditionalDetails,
  contact: storeContact,
  roi: storeRoi,
  updated_at: z.string().nullable(),
});
export type StoreSettingResponse = z.infer<typeof storeSettingResponse>;

/** POST /returnInsurance/v1/contact-info: the merchant asks to hear about return insurance. */
export const returnInsuranceContactBody = z.object({
  name: text().refine((v) => v !== '', storeProfileMessages.name),
  email,
  phone,
  message: text(1000),
});
export type ReturnInsuranceContactBody = z.infer<typeof returnInsuranceContactBody>;

export const storeLogoResponse = z.object({ store_logo: z.string() });

/** GET /setting/v1/access-scopes: what the commerce platform granted, against what Roundtrip asks for. */
export const accessScopesResponse = z.object({
  platform: z.enum(['demo', 'shopify']),
  granted: z.array(z.string()),
  required: z.array(z.string()),
  missing: z.array(z.string()),
  /** `accessScope.url`: where to grant the missing scopes; '' when nothing is missing. */
  url: z.string(),
});
export type AccessScopesResponse = z.infer<typeof accessScopesResponse>;

/** GET /admin/enabled-services: the features the store's plan unlocks (`enabledServices`). */
export const enabledServicesResponse = z.object({ services: z.array(z.string()) });

export const storeLogoParams = z.object({
  store_id: z.uuid({ error: 'Not found' }),
  file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/, 'Not found'),
});
