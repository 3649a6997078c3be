// The return risk score (docs/lists-and-risk.md): signals about the shopper and the request, each
// worth points, summed to 0-100. Pure: the server loads the facts, one query per kind.

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The merchant's word on a request: "fraud" blocks the shopper's email, "safe" lifts that block. */
export const RISK_VERDICTS = ['safe', 'fraud'] as const;
export type RiskVerdict = (typeof RISK_VERDICTS)[number];

export const RISK_SIGNAL_CODES = [
  'returns_ratio',
  'high_value',
  'wardrobing',
  'address_reuse',
  'serial_returner',
  'mismatched_email',
  'first_order',
  'high_value_exchange',
] as const;
export type RiskSignalCode = (typeof RISK_SIGNAL_CODES)[number];

export type RiskSignal = { code: RiskSignalCode; points: number; detail: string };
export type RiskAssessment = { score: number; level: RiskLevel; signals: RiskSignal[] };

export type RiskFacts = {
  /** The customer's orders at the store, this one included; null when the platform could not say. */
  orders_count: number | null;
  /** The customer's earlier requests (not rejected or cancelled), any time. */
  earlier_requests: number;
  /** Of those, the ones made in the last 90 days. */
  recent_requests: number;
  /** Earlier returns that sent back every unit of their order (sendsWholeOrder). */
  whole_order_returns: number;
  /** Whether this request returns every unit of its order. */
  whole_order: boolean;
  /** This request's value (shop currency, a decimal number). */
  value: number;
  /** The store's average request value over the last 90 days; null when it has none. */
  typical_value: number | null;
  /** The new items' value of an exchange (0 for a return). */
  exchange_value: number;
  /** Other customers (by email) whose requests came from this return address. */
  other_customers_at_address: number;
  order_email: string | null;
  customer_email: string | null;
};

/** Whether a request asks for every unit of every line of its order. */
export function sendsWholeOrder(
  lines: readonly { id: string; quantity: number }[],
  units: ReadonlyMap<string, number>,
): boolean {
  return lines.length > 0 && lines.every((l) => (units.get(l.id) ?? 0) >= l.quantity);
}

/** A level's lower bound: medium from 30, high from 60. */
export const RISK_THRESHOLDS = { medium: 30, high: 60 } as const;
/** "High value": this many times the store's typical request. */
const HIGH_VALUE_TIMES = 3;
const SERIAL_RETURNS = 3;

export const riskLevelOf = (score: number): RiskLevel =>
  score >= RISK_THRESHOLDS.high ? 'high' : score >= RISK_THRESHOLDS.medium ? 'medium' : 'low';

const same = (a: string | null, b: string | null) => a?.trim().toLowerCase() === b?.trim().toLowerCase();

/** Each signal that holds, with its points and a sentence for the merchant's request page. */
export function riskSignals(f: RiskFacts): RiskSignal[] {
  const out: RiskSignal[] = [];
  const add = (code: RiskSignalCode, points: number, detail: string) => out.push({ code, points, detail });
  const orders = Math.max(f.orders_count ?? 0, 1);
  const ratio = f.earlier_requests / orders;
  if (f.orders_count !== null && f.earlier_requests >= 2 && ratio >= 0.5)
    add(
      'returns_ratio',
      ratio >= 0.8 ? 20 : 12,
      `${f.earlier_requests} requests on ${orders} order${orders === 1 ? '' : 's'}`,
    );
  const high = f.typical_value !== null && f.typical_value > 0 ? f.typical_value * HIGH_VALUE_TIMES : null;
  if (high !== null && f.value >= high)
    add('high_value', 15, `Worth ${HIGH_VALUE_TIMES} times the store's typical request or more`);
  if (f.whole_order && f.whole_order_returns >= 1)
    add('wardrobing', 20, `Whole order sent back; ${f.whole_order_returns} earlier whole-order returns`);
  if (f.other_customers_at_address >= 1)
    add(
      'address_reuse',
      f.other_customers_at_address >= 2 ? 20 : 10,
      `Return address used by ${f.other_customers_at_address} other customer${f.other_customers_at_address === 1 ? '' : 's'}`,
    );
  if (f.recent_requests >= SERIAL_RETURNS)
    add('serial_returner', 15, `${f.recent_requests} requests in the last 90 days`);
  if (f.order_email && f.customer_email && !same(f.order_email, f.customer_email))
    add('mismatched_email', 10, "The order's email differs from the customer account's");
  if (f.orders_count !== null && f.orders_count <= 1) add('first_order', 10, "The customer's first order");
  if (high !== null && f.exchange_value >= high)
    add(
      'high_value_exchange',
      15,
      `New items worth ${HIGH_VALUE_TIMES} times the store's typical request or more`,
    );
  return out;
}

export function riskScore(facts: RiskFacts): RiskAssessment {
  const signals = riskSignals(facts);
  const score = Math.min(
    100,
    signals.reduce((n, s) => n + s.points, 0),
  );
  return { score, level: riskLevelOf(score), signals };
}
