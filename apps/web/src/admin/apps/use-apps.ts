import {
  type AppWithKey,
  appList,
  appPermissionList,
  appView,
  appWithKey,
  type CreateAppBody,
  deletedApp,
} from '@roundtrip/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

const LIST = ['apps'];

/** The Apps page's reads and writes; a key comes back only from create and integrate (docs/apps.md). */
export function useApps(onKey: (app: AppWithKey) => void) {
  const client = useQueryClient();
  const apps = useQuery({ queryKey: LIST, queryFn: () => http.get('/app/v1/app-list', { schema: appList }) });
  const scopes = useQuery({
    queryKey: ['app-scopes'],
    queryFn: () => http.get('/app-permission/v1/get-permission', { schema: appPermissionList }),
  });
  const done = (message: string) => async () => {
    showSuccessToast(message);
    await client.invalidateQueries({ queryKey: LIST });
  };
  const create = useMutation({
    mutationFn: (body: CreateAppBody) => http.post('/app/v1/create-app', body, { schema: appWithKey }),
    onSuccess: async (app) => {
      onKey(app);
      await done('App created')();
    },
    onError: showErrorToast,
  });
  const integrate = useMutation({
    mutationFn: (id: string) =>
      http.post(`/app-integration/v1/integrate-app/${id}`, undefined, { schema: appWithKey }),
    onSuccess: async (app) => {
      onKey(app);
      await done('New API key issued')();
    },
    onError: showErrorToast,
  });
  const deactivate = useMutation({
    mutationFn: (id: string) =>
      http.post(`/app-integration/v1/deactivate/${id}`, undefined, { schema: appView }),
    onSuccess: done('App deactivated: its key no longer works'),
    onError: showErrorToast,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`/app/v1/delete-app/${id}`, { schema: deletedApp }),
    onSuccess: done('App deleted'),
    onError: showErrorToast,
  });
  return { apps, scopes, create, integrate, deactivate, remove };
}
