/** The default currency when a store has none or an unknown code is passed. */
export const DEFAULT_CURRENCY = 'INR';

/** ISO 4217 minor-unit exponents that are not 2; everything else uses 2. */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

export function currencyExponent(code: string): number {
  return EXPONENTS[code.trim().toUpperCase()] ?? 2;
}

/** Currency symbols (docs/pricing.md). Unknown codes fall back to the code itself. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  AUD: 'A$',
  CAD: 'C$',
  NZD: 'NZ$',
  SGD: 'S$',
  HKD: 'HK$',
  AED: 'د.إ',
  SAR: '﷼',
  QAR: 'QR',
  KWD: 'KD',
  BHD: 'BD',
  OMR: 'OMR',
  ILS: '₪',
  CHF: 'CHF',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  PLN: 'zł',
  CZK: 'Kč',
  HUF: 'Ft',
  RON: 'lei',
  TRY: '₺',
  RUB: '₽',
  UAH: '₴',
  ZAR: 'R',
  NGN: '₦',
  KES: 'KSh',
  EGP: 'E£',
  BRL: 'R$',
  MXN: 'MX$',
  ARS: 'AR$',
  CLP: 'CLP$',
  COP: 'COL$',
  PEN: 'S/',
  KRW: '₩',
  IDR: 'Rp',
  MYR: 'RM',
  THB: '฿',
  PHP: '₱',
  VND: '₫',
  PKR: '₨',
  BDT: '৳',
  LKR: 'Rs',
  NPR: 'रु',
  TWD: 'NT$',
};

/** Symbol for a currency; no code means the default currency (INR). */
export function currencySymbol(code?: string | null): string {
  const key = (code ?? '').trim().toUpperCase() || DEFAULT_CURRENCY;
  return CURRENCY_SYMBOLS[key] ?? key;
}
