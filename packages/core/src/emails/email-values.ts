import { COURIER_LABELS, type Courier } from '../contracts/requests-list';
import { currencyExponent } from '../money/currency';
import { fromMinor, minorToMajor, toMinor } from '../money/minor';
import type { RefundMode } from '../pricing/refund-types';
import { EMAIL_WORDS } from './email-words';
import type { EmailKind, EmailLanguage } from './kinds';

/**
 * Money written the store's way (its language and country) through Intl, to the currency's minor unit:
 * "₹4,319.10", "$12.50", "¥1,200". The email states the exact amount that moved, never a rounded one.
 */
export function emailMoney(
  amount: string,
  currency: string,
  language: EmailLanguage,
  country: string,
): string {
  const code = currency.trim().toUpperCase();
  const digits = currencyExponent(code);
  const value = (() => {
    try {
      return minorToMajor(toMinor(amount, code), code);
    } catch {
      return 0;
    }
  })();
  try {
    return new Intl.NumberFormat(`${language}-${country}`, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${code} ${fromMinor(toMinor(value, code), code)}`;
  }
}

/** `{{refund_mode}}`; store credit issued as a gift card names the card and its code instead. */
export const refundModeWords = (mode: RefundMode, language: EmailLanguage, giftCardCode?: string): string =>
  giftCardCode ? EMAIL_WORDS[language].giftCard(giftCardCode) : EMAIL_WORDS[language].refundModes[mode];

/** "2 × Linen shirt (M)" per line; an exchanged item names its new variant ("→ exchanged for L"). */
export function itemLines(
  items: readonly {
    title: string;
    variantTitle: string | null;
    quantity: number;
    newVariant?: string | null;
  }[],
  language: EmailLanguage,
): string {
  const words = EMAIL_WORDS[language];
  return items
    .map((i) => {
      const line = words.quantity(i.quantity, i.variantTitle ? `${i.title} (${i.variantTitle})` : i.title);
      return `• ${line}${i.newVariant ? words.exchangedFor(i.newVariant) : ''}`;
    })
    .join('\n');
}

type DropOffPlace = { name: string; address: string; hours: string; mapUrl: string };

/** How the approved parcel travels, as the merchant approved it. */
export type ReturnInstructions =
  | { method: 'courier'; courier: string; window: string | null; pickupAddress: string[] }
  | { method: 'self_ship'; returnAddress: string[] }
  | { method: 'drop_off'; places: DropOffPlace[] };

/** The approval email's `{{instructions}}`: what the shopper does next, in their language. */
export function instructionLines(instructions: ReturnInstructions, language: EmailLanguage): string {
  const w = EMAIL_WORDS[language];
  const lines: string[] = [];
  if (instructions.method === 'courier' && instructions.courier === 'sandbox') {
    lines.push(w.sandboxPickup);
  } else if (instructions.method === 'courier') {
    const label = COURIER_LABELS[instructions.courier as Courier] ?? instructions.courier;
    lines.push(w.pickup(label));
    if (instructions.window) lines.push(w.pickupWindow(instructions.window));
    if (instructions.pickupAddress.length) lines.push('', w.pickupAddress, ...instructions.pickupAddress);
  } else if (instructions.method === 'self_ship') {
    if (instructions.returnAddress.length) lines.push(w.selfShip, ...instructions.returnAddress);
    else lines.push(w.selfShipNoAddress);
  } else if (instructions.places.length === 0) {
    lines.push(w.dropOffNone);
  } else {
    lines.push(w.dropOff);
    for (const p of instructions.places)
      lines.push('', p.name, p.address, ...(p.hours ? [p.hours] : []), ...(p.mapUrl ? [p.mapUrl] : []));
  }
  lines.push('', w.packing);
  return lines.join('\n');
}

/** The exchange email's `{{tracking}}`: the number when the platform has one, else a promise. */
export function trackingLine(
  tracking: { company: string | null; number: string | null; url: string | null } | null,
  language: EmailLanguage,
): string {
  const w = EMAIL_WORDS[language];
  if (!tracking?.number) return w.trackingLater;
  const line = w.tracking(tracking.company ?? '', tracking.number);
  return tracking.url ? `${line}\n${tracking.url}` : line;
}

/** The `{{update}}` of a customer-visible event without its own email. */
export function updateLine(event: { type: string; message: string }, language: EmailLanguage): string {
  return EMAIL_WORDS[language].updates[event.type] ?? event.message;
}

/**
 * Which email a customer-visible event sends the shopper. A refund is announced only once the money
 * moved: a refund still pending on the platform sends nothing now (its payout sends `refund_sent`), and
 * a failed one never does.
 */
export function shopperEmailFor(eventType: string, refundStatus?: string): EmailKind | null {
  switch (eventType) {
    case 'created':
      return 'request_received';
    case 'approved':
      return 'request_approved';
    case 'rejected':
      return 'request_rejected';
    case 'received':
      return 'parcel_received';
    case 'refunded':
      return refundStatus === 'succeeded' ? 'refund_sent' : null;
    case 'exchanged':
      return 'exchange_shipped';
    default:
      return 'request_updated';
  }
}

/** Text colour that stays readable on the store's brand colour `#rrggbb` (perceived brightness). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114 >= 150_000
    ? '#000000'
    : '#ffffff';
}
