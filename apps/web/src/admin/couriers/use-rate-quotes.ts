import { type RateQuotesResponse, rateQuotesResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/**
 * Every bookable courier's quote for a request's parcel at this weight, and the one the store's rule
 * picks (POST rate-quotes). Asked only while `grams` is a weight the server takes.
 */
export function useRateQuotes(requestId: string, grams: number | null) {
  return useQuery<RateQuotesResponse>({
    queryKey: ['rate-quotes', requestId, grams],
    queryFn: () =>
      http.post(
        `/return-exchange/v1/${requestId}/rate-quotes`,
        { weight_grams: grams },
        { schema: rateQuotesResponse },
      ),
    enabled: grams !== null,
    staleTime: 60_000,
  });
}
