import { type AuditLogQuery, auditLogQuery, auditLogResponse, userListResponse } from '@roundtrip/core';
import { useQuery } from '@tanstack/react-query';
import { type FieldMessages, fieldErrorsOf } from '../../lib/field-errors';
import { http } from '../../lib/http';

export const AUDIT_PAGE_SIZE = 20;

export type AuditFilters = { action: string; target: string; actor: string; from: string; to: string };
export const noFilters: AuditFilters = { action: '', target: '', actor: '', from: '', to: '' };

/** The filters as the API's query, checked by its contract first: a bad range is shown, not sent. */
export function auditQueryOf(
  filters: AuditFilters,
  page: number,
): { errors: FieldMessages; search: string | null } {
  const query: AuditLogQuery = { page, limit: AUDIT_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) if (value) Object.assign(query, { [key]: value });
  const parsed = auditLogQuery.safeParse(query);
  if (!parsed.success) return { errors: fieldErrorsOf(parsed.error.issues), search: null };
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return { errors: {}, search: search.toString() };
}

export const useAuditLog = (search: string | null) =>
  useQuery({
    queryKey: ['audit-log', search],
    enabled: search !== null,
    queryFn: () => http.get(`/setting/v1/audit-log?${search}`, { schema: auditLogResponse }),
  });

/** The members to filter by: the team page's list (reading the log takes the same permission). */
export const useTeamForFilter = () =>
  useQuery({
    queryKey: ['team', 'audit-filter'],
    queryFn: () => http.get('/user/v1?page=1&limit=100', { schema: userListResponse }),
  });
