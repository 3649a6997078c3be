/** Shopify's ReturnReason values as a shopper reads them (Shopify admin wording). */
const LABELS: Readonly<Record<string, string>> = {
  COLOR: 'Color',
  DEFECTIVE: 'Damaged or defective',
  NOT_AS_DESCRIBED: 'Item not as described',
  OTHER: 'Other',
  SIZE_TOO_LARGE: 'Size was too large',
  SIZE_TOO_SMALL: 'Size was too small',
  STYLE: 'Style',
  UNKNOWN: 'Unknown',
  UNWANTED: 'Changed my mind',
  WRONG_ITEM: 'Received the wrong item',
};

/** The reason a request item shows for a return requested in Shopify; an unknown value is worded from itself. */
export function shopifyReturnReasonLabel(reason: string): string {
  const known = LABELS[reason];
  if (known) return known;
  const words = reason.toLowerCase().replace(/_/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Unknown';
}
