import {
  type WebhookCreateBody,
  webhookCreatedResponse,
  webhookListResponse,
  webhookLogResponse,
  webhookReplayResponse,
  webhookSecretResponse,
  webhookTopicListResponse,
  webhookView,
} from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';

const KEY = ['webhooks'] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: () => http.get('/webhook/v1/list', { schema: webhookListResponse }),
  });
}

export function useWebhookTopics() {
  return useQuery({
    queryKey: [...KEY, 'topics'],
    queryFn: () => http.get('/webhook-topic/v1/list', { schema: webhookTopicListResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The newest attempts at one endpoint (its log). */
export function useWebhookLog(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'log', id],
    enabled: id !== null,
    queryFn: () => http.get(`/webhook-log/v1/get/${id}?page=1&limit=50`, { schema: webhookLogResponse }),
  });
}

export function useWebhookMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const create = useMutation({
    mutationFn: (body: WebhookCreateBody) =>
      http.post('/webhook/v1/create', body, { schema: webhookCreatedResponse }),
    onSuccess: refresh,
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      http.put(`/webhook/v1/update/${id}`, { enabled }, { schema: webhookView }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`/webhook/v1/delete/${id}`),
    onSuccess: refresh,
  });
  const reveal = useMutation({
    mutationFn: (id: string) =>
      http.get(`/app-integration/v1/get-secret-key/${id}`, { schema: webhookSecretResponse }),
  });
  const rotate = useMutation({
    mutationFn: (id: string) =>
      http.post(`/app-integration/v1/generate-secret-key/${id}`, undefined, {
        schema: webhookSecretResponse,
      }),
    onSuccess: refresh,
  });
  const replay = useMutation({
    mutationFn: (deliveryId: string) =>
      http.post(`/webhook-log/v1/replay/${deliveryId}`, undefined, { schema: webhookReplayResponse }),
    onSuccess: refresh,
  });
  return { create, setEnabled, remove, reveal, rotate, replay };
}
