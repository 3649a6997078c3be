import {
  type AdminTokenConnectBody,
  type ClientCredentialsConnectBody,
  shopifyConnectionStatus,
  shopifyConnectResponse,
} from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { keepSession } from '../../login/keep-session';

const key = ['shopify', 'connection'] as const;

export function useShopifyConnection() {
  return useQuery({
    queryKey: key,
    queryFn: () => http.get('/shopify/v1/connection', { schema: shopifyConnectionStatus }),
  });
}

type ConnectInput =
  | { kind: 'admin-token'; body: AdminTokenConnectBody }
  | { kind: 'client-credentials'; body: ClientCredentialsConnectBody };

/** Connecting gives the store the shop's domain: the login that comes back replaces the stored one. */
export function useConnectShopify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectInput) =>
      http.post(`/shopify/v1/connection/${input.kind}`, input.body, { schema: shopifyConnectResponse }),
    onSuccess: (data) => {
      keepSession({ ...data, email: '' });
      client.setQueryData(key, data.connection);
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export function useDisconnectShopify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete('/shopify/v1/connection'),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
