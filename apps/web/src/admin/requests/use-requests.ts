import {
  type AddTagBody,
  availableLocationsResponse,
  type BulkActionBody,
  bulkActionResponse,
  commentResponse,
  deletedResponse,
  filterListResponse,
  filterOptionsResponse,
  integrationLogResponse,
  type LogKind,
  neighboursResponse,
  type PostCommentBody,
  type RequestDetailResponse,
  type RequestKind,
  type ReshipRequestBody,
  requestDetailResponse,
  requestTagsResponse,
  reshipRequestResponse,
  reshipRequestsResponse,
  type SavedFilterBody,
  savedFilter,
  savedFilterListResponse,
  storeTagsResponse,
} from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { type ListQuery, toListBody } from './list-query';

const requestKeys = {
  all: ['requests'] as const,
  lists: ['requests', 'list'] as const,
  list: (type: RequestKind, q: ListQuery) => ['requests', 'list', type, toListBody(q, type)] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  neighbours: (id: string, type: RequestKind, q: ListQuery) =>
    ['requests', 'neighbours', id, toListBody(q, type)] as const,
  logs: (id: string, kind: LogKind, stamp = '') => ['requests', 'logs', id, kind, stamp] as const,
  reship: (orderId: string) => ['requests', 'reship', orderId] as const,
  filterOptions: ['requests', 'filter-options'] as const,
  savedFilters: (type: RequestKind) => ['requests', 'saved-filters', type] as const,
  tags: ['requests', 'tags'] as const,
  locations: ['admin', 'available-locations'] as const,
};

const base = '/return-exchange/v1';

/** One page of a list. */
export function useRequestList(type: RequestKind, q: ListQuery) {
  return useQuery({
    queryKey: requestKeys.list(type, q),
    queryFn: () => http.post(`${base}/filter-list`, toListBody(q, type), { schema: filterListResponse }),
    // The previous page stays while the next loads; returns never stand in for exchanges.
    placeholderData: (previous, query) => (query?.queryKey[2] === type ? previous : undefined),
  });
}

/** Side effects (platform calls, refunds) run in workers after an action: poll until they settle. */
function hasWorkInFlight(detail: RequestDetailResponse | undefined): boolean {
  if (!detail) return false;
  return (
    detail.side_effects.some((e) => e.status === 'pending') ||
    detail.notifications.some((n) => n.status === 'queued') ||
    detail.refunds.some((r) => r.status === 'pending' || r.status === 'planned')
  );
}

export function useRequestDetail(id: string) {
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: () => http.get(`${base}/${id}/common`, { schema: requestDetailResponse }),
    refetchInterval: (query) => (hasWorkInFlight(query.state.data) ? 1500 : false),
  });
}

export function useNeighbours(id: string, type: RequestKind, q: ListQuery) {
  return useQuery({
    queryKey: requestKeys.neighbours(id, type, q),
    queryFn: () => http.post(`${base}/${id}/neighbours`, toListBody(q, type), { schema: neighboursResponse }),
  });
}

export function useFilterOptions() {
  return useQuery({
    queryKey: requestKeys.filterOptions,
    queryFn: () => http.get('/return-exchange-filter/v1/filters', { schema: filterOptionsResponse }),
    staleTime: 60_000,
  });
}

export function useStoreTags() {
  return useQuery({
    queryKey: requestKeys.tags,
    queryFn: () => http.get('/return-exchange-tags/v1/get-tags', { schema: storeTagsResponse }),
    staleTime: 30_000,
  });
}

export function useSavedFilters(type: RequestKind) {
  return useQuery({
    queryKey: requestKeys.savedFilters(type),
    queryFn: () =>
      http.post(
        `/return-exchange-filter/v1/${type}/list`,
        { page: 1, limit: 100 },
        { schema: savedFilterListResponse },
      ),
  });
}

export function useSaveFilter(type: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SavedFilterBody }) =>
      id
        ? http.put(`/return-exchange-filter/v1/${id}`, body, { schema: savedFilter })
        : http.post('/return-exchange-filter/v1', body, { schema: savedFilter }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestKeys.savedFilters(type) }),
  });
}

export function useDeleteFilter(type: RequestKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/return-exchange-filter/v1/${id}`, { schema: deletedResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestKeys.savedFilters(type) }),
  });
}

export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkActionBody) =>
      http.post(`${base}/bulk-action`, body, { schema: bulkActionResponse }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: requestKeys.lists });
      void client.invalidateQueries({ queryKey: requestKeys.tags });
      void client.invalidateQueries({ queryKey: ['requests', 'detail'] });
    },
  });
}

/** `stamp` changes whenever a side effect of the request moves, so a new attempt shows without a reload. */
export function useRequestLogs(id: string, kind: LogKind, stamp: string) {
  return useQuery({
    queryKey: requestKeys.logs(id, kind, stamp),
    // Keep the rows on screen while a newer version of the same tab loads, never another tab's rows.
    placeholderData: (previous, query) => (query?.queryKey[3] === kind ? previous : undefined),
    queryFn: () => http.get(`/${kind}-log/v1/${id}`, { schema: integrationLogResponse }),
  });
}

export function useLocations() {
  return useQuery({
    queryKey: requestKeys.locations,
    queryFn: () => http.get('/admin/available-locations', { schema: availableLocationsResponse }),
    staleTime: 5 * 60_000,
  });
}

export function useReships(orderId: string | undefined) {
  return useQuery({
    queryKey: requestKeys.reship(orderId ?? ''),
    queryFn: () =>
      http.get(`${base}/reship-requests/${encodeURIComponent(orderId ?? '')}`, {
        schema: reshipRequestsResponse,
      }),
    enabled: Boolean(orderId),
  });
}

/** Every change to one request: the answer is the page's new data, so it replaces the cache at once. */
export function useRequestChanges(id: string) {
  const client = useQueryClient();
  const settle = (data?: RequestDetailResponse) => {
    if (data) client.setQueryData(requestKeys.detail(id), data);
    void client.invalidateQueries({ queryKey: requestKeys.lists });
    void client.invalidateQueries({ queryKey: ['requests', 'logs', id] });
  };
  const refresh = () => client.invalidateQueries({ queryKey: requestKeys.detail(id) });
  const action = useMutation({
    mutationFn: ({ path, body, method = 'post' }: { path: string; body: unknown; method?: 'post' | 'put' }) =>
      http[method](path.startsWith('/') ? path : `${base}/${id}/${path}`, body, {
        schema: requestDetailResponse,
      }),
    onSuccess: settle,
  });
  const comment = useMutation({
    mutationFn: (body: PostCommentBody) =>
      http.post(`${base}/${id}/comments`, body, { schema: commentResponse }),
    onSuccess: () => refresh(),
  });
  const deleteComment = useMutation({
    mutationFn: (commentId: string) =>
      http.delete(`${base}/${id}/comments/${commentId}`, { schema: deletedResponse }),
    onSuccess: () => refresh(),
  });
  const tag = useMutation({
    mutationFn: ({ remove, ...body }: AddTagBody & { remove?: boolean }) =>
      http.post(`/return-exchange-tags/v1/${remove ? 'remove-tag' : 'add-tag'}`, body, {
        schema: requestTagsResponse,
      }),
    onSuccess: (data) => {
      client.setQueryData<RequestDetailResponse>(requestKeys.detail(id), (old) =>
        old ? { ...old, tags: data.tags } : old,
      );
      void client.invalidateQueries({ queryKey: requestKeys.tags });
      void client.invalidateQueries({ queryKey: requestKeys.lists });
    },
  });
  const reship = useMutation({
    mutationFn: (body: ReshipRequestBody) =>
      http.post('/reship-request', body, { schema: reshipRequestResponse }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['requests', 'reship'] });
      void refresh();
    },
  });
  return { action, comment, deleteComment, tag, reship, refresh };
}

/** A UUID per click intent: the same action sent twice (double click, retry) changes things once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
