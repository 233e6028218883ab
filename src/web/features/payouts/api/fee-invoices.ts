import { useQuery } from '@tanstack/react-query';
import { feeDocumentsAnswerSchema } from '../../../../shared/api/payout-contract';
import { API_BASE, api } from '../../../lib/api-client';

// TurfBook's monthly fee invoices and credit notes to the owner's venues (docs/decisions/054),
// checked against the contract like the statements.

export const feeInvoiceKeys = { all: ['fee-invoices'] as const };

export function useFeeInvoices() {
  return useQuery({
    queryKey: feeInvoiceKeys.all,
    queryFn: ({ signal }) =>
      api
        .get<unknown>(`${API_BASE}/owner/fee-invoices`, signal)
        .then((answer) => feeDocumentsAnswerSchema.parse(answer).documents),
  });
}

export function feeInvoicePath(documentId: string): string {
  return `${API_BASE}/owner/fee-invoices/${encodeURIComponent(documentId)}.pdf`;
}
