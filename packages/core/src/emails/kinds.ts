import { PORTAL_LANGUAGES } from '../contracts/portal-session';

/** Every email Roundtrip sends: six moments of a request to the shopper, two to the merchant. */
export const EMAIL_KINDS = [
  'request_received',
  'request_approved',
  'request_rejected',
  'parcel_received',
  'refund_sent',
  'exchange_shipped',
  'request_updated',
  /** The shopper cancelled items that had not shipped and the platform refunded them. */
  'items_cancelled',
  'merchant_new_request',
  'merchant_needs_attention',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_LANGUAGES = PORTAL_LANGUAGES;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export type EmailAudience = 'shopper' | 'merchant';
export const audienceOf = (kind: EmailKind): EmailAudience =>
  kind.startsWith('merchant_') ? 'merchant' : 'shopper';

/** The parts of a template a merchant edits; the layout (logo, colour, footer) is ours. */
export const TEMPLATE_FIELDS = ['subject', 'heading', 'body', 'button'] as const;
type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateText = Record<TemplateField, string>;

const COMMON = ['store_name', 'customer_name', 'request_name', 'order_name'] as const;
/** Every shopper email can say what the request is, its items, the refund and what happens next. */
const SHOPPER = [...COMMON, 'request_url', 'request_kind', 'items', 'refund', 'next_step'] as const;
const MERCHANT = [...COMMON, 'customer_email', 'admin_url'] as const;

/** The variables each email may use; anything else in a template is refused on save. */
export const EMAIL_VARIABLES = {
  request_received: [...SHOPPER, 'return_terms'],
  request_approved: [...SHOPPER, 'instructions', 'return_terms'],
  request_rejected: [...SHOPPER, 'reason'],
  parcel_received: SHOPPER,
  refund_sent: [...SHOPPER, 'amount', 'refund_mode'],
  exchange_shipped: [...SHOPPER, 'tracking'],
  request_updated: [...SHOPPER, 'update'],
  items_cancelled: [...SHOPPER, 'amount', 'refund_mode'],
  merchant_new_request: [...MERCHANT, 'items'],
  merchant_needs_attention: [...MERCHANT, 'problem'],
} as const satisfies Record<EmailKind, readonly string[]>;
type EmailVariable = (typeof EMAIL_VARIABLES)[EmailKind][number];
export type EmailValues = Partial<Record<EmailVariable, string>>;

/** What the dashboard's list calls each email. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  request_received: 'Request received',
  request_approved: 'Request approved',
  request_rejected: 'Request rejected',
  parcel_received: 'Parcel received',
  refund_sent: 'Refund sent',
  exchange_shipped: 'Exchange shipped',
  request_updated: 'Other updates',
  items_cancelled: 'Items cancelled',
  merchant_new_request: 'New request (to you)',
  merchant_needs_attention: 'Request needs attention (to you)',
};
