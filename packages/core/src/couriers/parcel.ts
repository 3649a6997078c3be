/** Units a weight may be given in (`validate-weight`), and grams per unit. */
export const WEIGHT_UNITS = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const;
export type WeightUnit = keyof typeof WEIGHT_UNITS;

/** What couriers accept for one parcel: at least 1 g, at most 30 kg (the usual parcel limit). */
const MIN_PARCEL_GRAMS = 1;
export const MAX_PARCEL_GRAMS = 30_000;
/** Without a weight from the merchant: half a kilogram a unit. */
const DEFAULT_GRAMS_PER_UNIT = 500;

export type WeightCheck = { ok: true; grams: number } | { ok: false; message: string };

export function checkWeight(value: number, unit: WeightUnit): WeightCheck {
  const grams = Math.round(value * WEIGHT_UNITS[unit]);
  if (!Number.isFinite(grams) || grams < MIN_PARCEL_GRAMS)
    return { ok: false, message: 'Please enter a weight above zero' };
  if (grams > MAX_PARCEL_GRAMS)
    return { ok: false, message: `A parcel may weigh at most ${MAX_PARCEL_GRAMS / 1000} kg` };
  return { ok: true, grams };
}

export const defaultParcelGrams = (units: number): number =>
  Math.min(MAX_PARCEL_GRAMS, Math.max(1, units) * DEFAULT_GRAMS_PER_UNIT);

type Place = { id: string; country: string; country_code: string; is_default: boolean; active: boolean };

/**
 * Where a return goes: the nearest warehouse by country (an active location in the shopper's country,
 * given as its code or its name,
 * the default one first), else the store's default location, else any active one.
 */
export function returnWarehouse<P extends Place>(places: readonly P[], country: string): P | null {
  const active = places.filter((p) => p.active);
  const code = country.trim().toUpperCase();
  const byDefault = (a: P, b: P) => Number(b.is_default) - Number(a.is_default);
  const local = active
    .filter((p) => p.country_code.toUpperCase() === code || p.country.toUpperCase() === code)
    .sort(byDefault);
  return local[0] ?? [...active].sort(byDefault)[0] ?? null;
}
