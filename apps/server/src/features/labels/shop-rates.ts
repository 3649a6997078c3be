import { COURIER_LABELS, type CourierQuoteView, type RateQuotesResponse } from '@roundtrip/core';
import {
  bookableCouriers,
  type CourierQuote,
  chooseQuote,
  courierQuote,
  defaultParcelGrams,
} from '@roundtrip/core/couriers';
import { and, eq } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { parcelOf } from '../../providers/couriers/book-label';
import { bookingCourier, courierStateOf } from '../../providers/couriers/courier-for';
import { rateSettingOf, rateSettingView } from '../couriers/read-rate-rule';

const view = (q: CourierQuote): CourierQuoteView => ({ ...q, courier_name: COURIER_LABELS[q.courier] });

/**
 * POST /return-exchange/v1/{id}/rate-quotes: every courier this store can book is asked, at once, for
 * this request's parcel (docs/couriers.md, "Rate shopping"). A courier that fails or quotes nothing is
 * listed with its words; the others still quote. The store's rule picks one (core `chooseQuote`).
 */
export async function shopRates(
  deps: Deps,
  storeId: string,
  requestId: string,
  weightGrams: number | undefined,
): Promise<RateQuotesResponse> {
  const [request] = await deps.db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.storeId, storeId)));
  if (!request) throw new AppError('NOT_FOUND', 'Request not found');
  const parcel = await parcelOf(deps, request);
  const grams = weightGrams ?? defaultParcelGrams(parcel.units);
  const state = await courierStateOf(deps.db, storeId);
  const couriers = bookableCouriers(state.platform, state.connections);
  const answers = await Promise.allSettled(
    couriers.map(async (courier) => {
      const client = await bookingCourier(deps, deps.db, storeId, courier);
      return courierQuote(courier, await client.rates({ ...parcel.input, grams }));
    }),
  );
  const quotes: CourierQuote[] = [];
  const failures: RateQuotesResponse['failures'] = [];
  answers.forEach((answer, i) => {
    const courier = couriers[i];
    if (!courier) return;
    const courier_name = COURIER_LABELS[courier];
    if (answer.status === 'fulfilled' && answer.value) quotes.push(answer.value);
    else
      failures.push({
        courier,
        courier_name,
        message:
          answer.status === 'rejected'
            ? answer.reason instanceof Error
              ? answer.reason.message
              : String(answer.reason)
            : 'No rate for this parcel',
      });
  });
  const setting = await rateSettingOf(deps.db, storeId);
  const chosen = chooseQuote(quotes, setting, request.currency);
  return {
    grams,
    setting: rateSettingView(setting),
    quotes: quotes.map(view),
    chosen: chosen ? view(chosen) : null,
    failures,
  };
}
