import { dashboardResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveStoreLogo } from '../../lib/auth-storage';
import { http } from '../../lib/http';
import { dispatch } from '../../lib/store';

const dashboardQueryKey = ['dashboard'] as const;

/** Loads the dashboard once for the whole frame and mirrors it into global state (errors too). */
export function useDashboard() {
  const query = useQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => http.get('/dashboard/v1', { schema: dashboardResponse }),
  });

  useEffect(() => {
    if (!query.data) return;
    dispatch({ type: 'dashboardReceived', payload: query.data });
    dispatch({ type: 'setUser', payload: query.data.user });
    saveStoreLogo(query.data.store_logo);
  }, [query.data]);

  useEffect(() => {
    if (query.error) dispatch({ type: 'setErrors', payload: { dashboard: query.error } });
  }, [query.error]);

  return query;
}
