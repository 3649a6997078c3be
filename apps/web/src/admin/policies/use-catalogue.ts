import { productOptionsResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/**
 * Products, collections and tags for pickers (GET /product-filter/v1/meta/product_options). A typed
 * search narrows the products on the server; collections and tags come whole.
 */
export function useCatalogue(search = '') {
  const query = search.trim();
  return useQuery({
    queryKey: ['catalogue', query],
    queryFn: () =>
      http.get(
        `/product-filter/v1/meta/product_options?limit=50${query ? `&query=${encodeURIComponent(query)}` : ''}`,
        { schema: productOptionsResponse },
      ),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
