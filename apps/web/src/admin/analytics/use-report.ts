import { useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { http } from '../../lib/http';

export type Range = { from: string; to: string };

/** One analytics report for the chosen range; kept while the next range loads. */
export function useReport<T>(path: string, schema: ZodType<T>, range: Range) {
  return useQuery({
    queryKey: ['analytics', path, range.from, range.to],
    queryFn: () => http.get(`${path}?from=${range.from}&to=${range.to}`, { schema }),
    placeholderData: (previous) => previous,
  });
}
