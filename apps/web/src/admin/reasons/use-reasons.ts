import { reasonListResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** The store's reasons (page 1, size 100), for the reasons page and the rules' reason conditions. */
export const reasonsQuery = {
  queryKey: ['reasons'] as const,
  queryFn: () => http.get('/return-exchange-reason/v1?page=1&limit=100', { schema: reasonListResponse }),
};

export const useReasons = () => useQuery(reasonsQuery);
