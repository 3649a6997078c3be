import { fromMinor, toMinor } from '@roundtrip/core/money';

/** A stored numeric ("12.340") as the currency's decimal string ("12.34"). */
export const amountOut = (value: string | number | null | undefined, currency: string) =>
  fromMinor(toMinor(value ?? 0, currency), currency);
