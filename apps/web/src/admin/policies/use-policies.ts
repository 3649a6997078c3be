import { type PolicySettingsResponse, type PolicyUpdateBody, policySettingsResponse } from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../lib/http';
import { dispatch } from '../../lib/store';

const policiesQueryKey = ['settings', 'policies'] as const;

export function usePolicies() {
  const query = useQuery({
    queryKey: policiesQueryKey,
    queryFn: () => http.get('/setting/v1', { schema: policySettingsResponse }),
  });
  useEffect(() => {
    // A failed settings load is recorded in errors.
    if (query.error) dispatch({ type: 'setErrors', payload: { policySettings: query.error } });
  }, [query.error]);
  return query;
}

/** POST /setting/v1/update: only the fields of one block's save bar change. */
export function useSavePolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: PolicyUpdateBody) =>
      http.post('/setting/v1/update', patch, { schema: policySettingsResponse }),
    onSuccess: (data: PolicySettingsResponse) => {
      client.setQueryData(policiesQueryKey, data);
      // The dashboard mirrors the policy settings.
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
