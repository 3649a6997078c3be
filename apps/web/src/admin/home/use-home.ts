import { homeResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: () => http.get('/dashboard/v1/home', { schema: homeResponse }),
  });
}
