import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxDetails, TaxDetailsAnswer } from '../../../../shared/api/tax-contract';
import { API_BASE, api } from '../../../lib/api-client';

// A turf's GST details under /api/v1/owner/turfs/:turfId/tax-details (docs/decisions/038).

const taxKeys = { of: (turfId: string) => ['tax-details', turfId] as const };
const pathOf = (turfId: string) =>
  `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/tax-details`;

export function useTaxDetails(turfId: string) {
  return useQuery({
    queryKey: taxKeys.of(turfId),
    queryFn: ({ signal }) => api.get<TaxDetailsAnswer>(pathOf(turfId), signal),
  });
}

export function useSaveTaxDetails(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: TaxDetails) => api.put<TaxDetailsAnswer>(pathOf(turfId), details),
    onSuccess: (answer) => queryClient.setQueryData(taxKeys.of(turfId), answer),
  });
}

/** The month's invoice register, as a file the browser downloads itself. */
export function invoiceRegisterPath(turfId: string, month: string) {
  return `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/invoice-register.csv?month=${encodeURIComponent(month)}`;
}
