import {
  adminRequestLink,
  audienceOf,
  type EmailFacts,
  type EmailKind,
  type EmailLanguage,
  type EmailValues,
  emailMoney,
  instructionLines,
  itemLines,
  nextStepLine,
  type ReturnInstructions,
  refundLine,
  refundModeWords,
  requestKindWords,
  requestLink,
  returnTermsLines,
  trackingLine,
  updateLine,
} from '@roundtrip/core/emails';
import { localized, pickupWindow } from '@roundtrip/core/shopper';
import { and, asc, eq } from 'drizzle-orm';
import { dropOffPlaces, type RequestItemRow, type RequestRow, type StoreRow } from '../db/schema';
import type { Deps } from '../deps';
import type { Address } from '../platform/platform';
import { signRequestLink } from '../request-link-token';
import { pickupWindowWords } from './pickup-window-words';

type EmailRequest = Pick<
  RequestRow,
  | 'id'
  | 'storeId'
  | 'kind'
  | 'name'
  | 'orderName'
  | 'customerName'
  | 'customerEmail'
  | 'method'
  | 'courier'
  | 'address'
  | 'currency'
  | 'exchangeOrderId'
  | 'refundMode'
  | 'refundAmount'
>;
type EmailItem = Pick<
  RequestItemRow,
  | 'title'
  | 'variantTitle'
  | 'requestedQty'
  | 'approvedQty'
  | 'receivedQty'
  | 'exchangeVariantTitle'
  | 'exchangeProducts'
>;
export type EmailSubject = {
  store: StoreRow;
  request: EmailRequest;
  items: EmailItem[];
  kind: EmailKind;
  language: EmailLanguage;
  facts: EmailFacts;
  /** When the moment happened (the email was queued): a pickup's window is counted from the approval. */
  at: Date;
};

/** The portal's `/:url`: the store's own handle, or its shop name while it has none. */
const portalHandleOf = (store: StoreRow) =>
  store.portalHandle ?? store.domain.replace(/\.myshopify\.com$/, '');

const addressLines = (a: Address, name: string) =>
  [name, a.address1, a.address2, [a.city, a.zip].filter(Boolean).join(' '), a.province, a.country].filter(
    (line) => line?.trim(),
  );

/** The units the moment is about: received ones once the parcel arrived, approved ones once approved. */
function quantityFor(kind: EmailKind, item: EmailItem): number {
  if (kind === 'parcel_received') return item.receivedQty || item.requestedQty;
  if (kind === 'request_approved') return item.approvedQty || item.requestedQty;
  return item.requestedQty;
}

/** How the approved parcel travels: read now, so the email shows the store's current address and places. */
async function instructionsOf(deps: Deps, s: EmailSubject): Promise<ReturnInstructions> {
  const { request, store } = s;
  if (request.method === 'drop_off') {
    const places = await deps.db
      .select()
      .from(dropOffPlaces)
      .where(and(eq(dropOffPlaces.storeId, store.id), eq(dropOffPlaces.active, true)))
      .orderBy(asc(dropOffPlaces.position), asc(dropOffPlaces.createdAt));
    return {
      method: 'drop_off',
      places: places.map((p) => {
        const words = p.translations[s.language];
        return {
          name: localized(p.name, { [s.language]: words?.name }, s.language),
          address: localized(p.address, { [s.language]: words?.address }, s.language),
          hours: localized(p.openingHours, { [s.language]: words?.opening_hours }, s.language),
          mapUrl: p.mapUrl,
        };
      }),
    };
  }
  if (request.method === 'self_ship') {
    const locations = await deps.platform.listLocations(store.id);
    const home = locations.find((l) => l.active && l.is_default) ?? locations.find((l) => l.active);
    return { method: 'self_ship', returnAddress: home ? addressLines(home.address, home.name) : [] };
  }
  const a = request.address;
  return {
    method: 'courier',
    courier: request.courier ?? '',
    window:
      request.method === 'pickup' ? pickupWindowWords(pickupWindow(s.at, store.timezone), s.language) : null,
    pickupAddress: a
      ? [
          `${a.first_name} ${a.last_name}`.trim(),
          a.address_line_1,
          a.address_line_2,
          [a.city, a.postal_code].filter(Boolean).join(' '),
          a.province,
          a.country,
        ].filter((line) => line.trim())
      : [],
  };
}

/** The exchange order's tracking from the platform, once it has shipped. */
async function trackingOf(deps: Deps, request: EmailRequest) {
  if (!request.exchangeOrderId) return null;
  const order = await deps.platform.getOrder(request.storeId, request.exchangeOrderId);
  const shipped = order?.fulfillments.filter((f) => f.status === 'success' && f.tracking_number).at(-1);
  return shipped ? { company: shipped.tracking_company, number: shipped.tracking_number, url: null } : null;
}

/** The new variants an exchanged item becomes ("L", or "L, XL" when it became several). */
const newVariantOf = (item: EmailItem): string | null =>
  item.exchangeProducts && item.exchangeProducts.length > 1
    ? item.exchangeProducts
        .map((p) => p.title ?? '')
        .filter(Boolean)
        .join(', ') || null
    : item.exchangeVariantTitle;

/** Every variable the email may use, in the email's language. */
export async function emailValues(deps: Deps, s: EmailSubject): Promise<EmailValues> {
  const { store, request, facts, kind, language } = s;
  const publicUrl = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  const values: EmailValues = {
    store_name: store.name,
    customer_name: request.customerName || request.customerEmail,
    customer_email: request.customerEmail,
    request_name: request.name,
    order_name: request.orderName,
    items: itemLines(
      s.items.map((i) => ({
        title: i.title,
        variantTitle: i.variantTitle,
        quantity: quantityFor(kind, i),
        newVariant: request.kind === 'exchange' ? newVariantOf(i) : null,
      })),
      language,
    ),
  };
  // Money is written the store's way (its language and country), whatever the shopper reads.
  const money = (amount: string) => emailMoney(amount, request.currency, store.language, store.country);
  if (audienceOf(kind) === 'shopper') {
    const token = await signRequestLink(
      deps.config.jwtSecret,
      { storeId: store.id, requestId: request.id },
      deps.clock(),
    );
    values.request_url = requestLink(publicUrl, portalHandleOf(store), token, language);
    values.request_kind = requestKindWords(request.kind, language);
    // What this moment says came back, else what the request will bring back.
    const mode = facts.refund_mode ?? request.refundMode;
    const amount = facts.amount ?? (Number(request.refundAmount) > 0 ? request.refundAmount : null);
    values.refund = refundLine(
      amount === null ? null : money(amount),
      mode ? refundModeWords(mode, language, facts.gift_card_code) : null,
      language,
    );
    values.next_step = nextStepLine(kind, { kind: request.kind, refundMode: mode }, language);
  } else values.admin_url = adminRequestLink(publicUrl, request.kind, request.id);
  if ((kind === 'request_received' || kind === 'request_approved') && facts.terms)
    values.return_terms = returnTermsLines(facts.terms, language, money);
  if (kind === 'request_approved')
    values.instructions = instructionLines(await instructionsOf(deps, s), language);
  if (kind === 'exchange_shipped') values.tracking = trackingLine(await trackingOf(deps, request), language);
  if (facts.reason !== undefined) values.reason = facts.reason;
  if (facts.amount !== undefined) values.amount = money(facts.amount);
  if (facts.refund_mode)
    values.refund_mode = refundModeWords(facts.refund_mode, language, facts.gift_card_code);
  if (kind === 'request_updated')
    values.update = updateLine({ type: facts.event, message: facts.message }, language);
  if (facts.problem !== undefined) values.problem = facts.problem;
  return values;
}
