import type { FetchWeightPriceResponse, fetchWeightPriceBody } from '@roundtrip/core';
import { checkWeight } from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { parcelOf } from '../../providers/couriers/book-label';
import { bookingCourier } from '../../providers/couriers/courier-for';

/** POST /validate-weight: the weight in grams, or the field's message. */
export function validateWeight(weight: number, unit: Parameters<typeof checkWeight>[1]): number {
  const checked = checkWeight(weight, unit);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.message, { weight: checked.message });
  return checked.grams;
}

/** POST /fetch-weight-price: the courier's rates for this request's parcel at that weight. */
export async function quoteLabel(
  deps: Deps,
  storeId: string,
  input: z.output<typeof fetchWeightPriceBody>,
): Promise<FetchWeightPriceResponse> {
  const grams = validateWeight(input.weight, input.unit);
  const [request] = await deps.db
    .select()
    .from(requests)
    .where(and(eq(requests.id, input.request_id), eq(requests.storeId, storeId)));
  if (!request) throw new AppError('NOT_FOUND', 'Request not found');
  const parcel = await parcelOf(deps, request);
  const client = await bookingCourier(deps, deps.db, storeId, input.courier);
  return { grams, rates: await client.rates({ ...parcel.input, grams }) };
}
