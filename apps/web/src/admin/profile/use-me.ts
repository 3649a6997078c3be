import { hasPermission, type Permission, teamMember } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { useAppState } from '../../lib/store';

/** The signed-in member as the server has them now (name, permissions), read fresh on every page visit. */
export function useMe() {
  const id = useAppState((s) => s.user.id ?? '');
  return useQuery({
    queryKey: ['me', id],
    queryFn: () => http.get(`/user/v1/${id}`, { schema: teamMember }),
    enabled: id !== '',
  });
}

/** Whether the signed-in member may do what `permission` allows: pages hide what they may not do. */
export function useCan(permission: Permission): boolean {
  const me = useMe().data;
  return me ? hasPermission(me, permission) : false;
}
