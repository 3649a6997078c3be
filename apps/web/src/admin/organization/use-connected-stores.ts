import { organizationListResponse, switchStoreResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveTokens } from '../../lib/auth-storage';
import { http } from '../../lib/http';
import { dispatch } from '../../lib/store';
import { useCan } from '../profile/use-me';

/** The store list's first load is page 1, limit 20. */
export const STORE_PAGE_LIMIT = 20;

/** The linked stores, put in global state (storeList from docs, totalStores from total). */
export function useConnectedStores(page = 1) {
  const allowed = useCan('store.switch');
  const query = useQuery({
    queryKey: ['organization', page],
    queryFn: () =>
      http.get(`/organization/v1?page=${page}&limit=${STORE_PAGE_LIMIT}`, {
        schema: organizationListResponse,
      }),
    enabled: allowed,
  });
  useEffect(() => {
    if (query.data) dispatch({ type: 'connectedStoresReceived', payload: query.data });
  }, [query.data]);
  return query;
}

/**
 * Switches to a connected store: the server issues a login there only for a member of that store. The
 * page reloads so nothing of the previous store stays in memory or in the query cache.
 */
export async function switchToStore(linkId: string): Promise<void> {
  const session = await http.patch(`/organization/v1/${linkId}`, undefined, { schema: switchStoreResponse });
  saveTokens({ token: session.token, refreshToken: session.refresh_token });
  window.location.assign('/admin/dashboard');
}
