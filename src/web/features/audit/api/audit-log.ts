import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAnswer } from '../../../../shared/api/audit-contract';
import { API_BASE, api } from '../../../lib/api-client';

export interface AuditFilters {
  /** YYYY-MM-DD, or '' for the server's default (the last 30 days). */
  from: string;
  to: string;
  /** A person's user id, or '' for everyone. */
  actor: string;
}

/** GET /api/v1/owner/turfs/:turfId/audit: the listing's entries, newest first. */
export function useAuditLog(turfId: string, filters: AuditFilters) {
  const query = new URLSearchParams();
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.actor) query.set('actor', filters.actor);
  const search = query.size ? `?${query}` : '';
  return useQuery({
    queryKey: ['audit-log', turfId, filters.from, filters.to, filters.actor] as const,
    queryFn: ({ signal }) =>
      api.get<AuditAnswer>(
        `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/audit${search}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
