import { type GeneralSettings, generalSettingsResponse } from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../lib/http';
import { dispatch } from '../../lib/store';

const key = ['settings', 'general'] as const;

export function useGeneralSettings() {
  const query = useQuery({
    queryKey: key,
    queryFn: () => http.get('/setting/v1/general', { schema: generalSettingsResponse }),
  });
  useEffect(() => {
    // A failed settings load is recorded in errors.
    if (query.error) dispatch({ type: 'setErrors', payload: { generalSettings: query.error } });
  }, [query.error]);
  return query;
}

export function useSaveGeneralSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (general: GeneralSettings) =>
      http.put('/setting/v1/general', general, { schema: generalSettingsResponse }),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      // Name and logo show in the top bar, which reads the dashboard.
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
