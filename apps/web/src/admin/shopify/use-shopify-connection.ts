import {
  type AdminTokenConnectBody,
  type ClientCredentialsConnectBody,
  type ShopifySettings,
  shopifyConnectionStatus,
  shopifyConnectResponse,
  shopifySettingsBody,
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

const settingsKey = ['shopify', 'settings'] as const;

export function useShopifySettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => http.get('/shopify/v1/settings', { schema: shopifySettingsBody }),
  });
}

export function useSaveShopifySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopifySettings) =>
      http.put('/shopify/v1/settings', body, { schema: shopifySettingsBody }),
    onSuccess: (data) => client.setQueryData(settingsKey, data),
  });
}
