import { productOptionsResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/** The number of a product id, numeric or gid, so a rule's saved id finds its product either way. */
export const numericId = (id: string) => id.replace(/^gid:\/\/shopify\/[A-Za-z]+\//, '');

/** Titles of the named products by their number, so pages show product titles, not ids. */
export function useProductTitles(ids: readonly string[]): Readonly<Record<string, string>> {
  const wanted = [...new Set(ids.map(numericId))].sort().slice(0, 100);
  const titles = useQuery({
    queryKey: ['catalogue', 'titles', wanted],
    queryFn: () =>
      http.get(`/product-filter/v1/meta/product_options?limit=100&ids=${wanted.join(',')}`, {
        schema: productOptionsResponse,
      }),
    enabled: wanted.length > 0,
    staleTime: 60_000,
  });
  return useMemo(
    () => Object.fromEntries((titles.data?.products ?? []).map((p) => [numericId(p.id), p.title])),
    [titles.data],
  );
}
