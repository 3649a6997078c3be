import {
  automationCouriersResponse,
  automationResponse,
  automationRulesResponse,
  dryRunResponse,
  workflowListResponse,
  workflowView,
} from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';

const KEY = ['workflows'] as const;

/** The store's workflows (a store keeps few; the list asks for the first 100). */
export function useWorkflows() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: () => http.get('/workflow/v1?page=1&limit=100', { schema: workflowListResponse }),
  });
}

/** What the builder offers: triggers, conditions and actions, some not yet supported. */
export function useAutomationRules() {
  return useQuery({
    queryKey: [...KEY, 'catalogue'],
    queryFn: () => http.get('/common/v1/automation-rules', { schema: automationRulesResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The couriers a workflow may choose: the store's connected ones. */
export function useAutomationCouriers() {
  return useQuery({
    queryKey: [...KEY, 'couriers'],
    queryFn: () => http.get('/courier-partner/v1/automation/list', { schema: automationCouriersResponse }),
  });
}

export function useAutomation() {
  return useQuery({
    queryKey: [...KEY, 'automation'],
    queryFn: () => http.get('/automation/v1', { schema: automationResponse }),
  });
}

/** Create (no id) or replace (id), toggle, delete, dry run and the automation settings. */
export function useWorkflowMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id
        ? http.put(`/workflow/v1/${id}`, body, { schema: workflowView })
        : http.post('/workflow/v1', body, { schema: workflowView }),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      http.patch(`/workflow/v1/${id}`, { active }, { schema: workflowView }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`/workflow/v1/${id}`),
    onSuccess: refresh,
  });
  const dryRun = useMutation({
    mutationFn: (body: unknown) => http.post('/workflow/v1/dry-run', body, { schema: dryRunResponse }),
  });
  const settings = useMutation({
    mutationFn: (body: unknown) => http.put('/automation/v1', body, { schema: automationResponse }),
    onSuccess: refresh,
  });
  return { save, toggle, remove, dryRun, settings };
}
