import { chargeResponse, type ServicesResponse, servicesResponse } from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';

const servicesKey = ['billing', 'services'] as const;

/** GET /store/v1/services: the plan in force, the plans on offer, usage and which banners show. */
export function useServices() {
  return useQuery({
    queryKey: servicesKey,
    queryFn: () => http.get('/store/v1/services', { schema: servicesResponse }),
  });
}

export function useCharge(id: string) {
  return useQuery({
    queryKey: ['billing', 'charge', id],
    queryFn: () => http.get(`/billing/v1/charges/${encodeURIComponent(id)}`, { schema: chargeResponse }),
    enabled: id !== '',
  });
}

/** Any call that answers the services: the plan changed, so every page reading it reloads. */
export function useBillingChange<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => http.post(path, body, { schema: servicesResponse }),
    onSuccess: (data: ServicesResponse) => {
      client.setQueryData(servicesKey, data);
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      void client.invalidateQueries({ queryKey: ['settings', 'policies'] });
      void client.invalidateQueries({ queryKey: ['home'] });
    },
  });
}

/** POST /billing/v1/request-link, then off to the page where the merchant approves the charge. */
export async function startUpgrade(plan: 'grow' | 'scale'): Promise<void> {
  const res = await http.post<{ confirmation_url: string }>('/billing/v1/request-link', { plan });
  window.location.assign(res.confirmation_url);
}
