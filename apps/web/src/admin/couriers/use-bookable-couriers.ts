import { type Courier, courierPartnerListResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/**
 * The couriers this store can book with now (the server's booking rule: connected with accepted
 * credentials and on, the sandbox on demo stores only): what the approve dialogs offer, nothing else.
 * `undefined` while loading (or not asked for: `enabled` false).
 */
export function useBookableCouriers(enabled = true): Courier[] | undefined {
  const partners = useQuery({
    queryKey: ['courier-partners'],
    queryFn: () => http.get('/courier-partner/v1/list', { schema: courierPartnerListResponse }),
    enabled,
  });
  return partners.data?.docs.filter((p) => p.bookable).map((p) => p.courier);
}
