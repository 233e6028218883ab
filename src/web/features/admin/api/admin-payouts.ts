import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminPayoutAccountsAnswerSchema,
  adminPayoutsAnswerSchema,
  type AdminPayoutsAnswer,
} from '../../../../shared/api/payout-contract';
import type { LocalDate } from '../../../../shared/time';
import { API_BASE, api } from '../../../lib/api-client';

// The admin's payouts (docs/decisions/054): a day's platform totals and every venue's payouts,
// checked against the contract, and the month's tax files as downloads.

export const adminPayoutKeys = {
  all: ['admin-payouts'] as const,
  day: (date: LocalDate) => ['admin-payouts', date] as const,
};

export function useAdminPayouts(date: LocalDate) {
  return useQuery<AdminPayoutsAnswer>({
    queryKey: adminPayoutKeys.day(date),
    queryFn: ({ signal }) =>
      api
        .get<unknown>(`${API_BASE}/admin/payouts?date=${encodeURIComponent(date)}`, signal)
        .then((answer) => adminPayoutsAnswerSchema.parse(answer)),
    // Another day keeps the one shown until its figures arrive, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export type TaxFile = 'gstr8' | 'tds-194o';

/** A month's tax file ('YYYY-MM') as a file the browser downloads itself. */
export function taxFilePath(file: TaxFile, month: string): string {
  return `${API_BASE}/admin/tax/${file}.csv?month=${encodeURIComponent(month)}`;
}

export function useAdminPayoutAccounts() {
  return useQuery({
    queryKey: [...adminPayoutKeys.all, 'accounts'] as const,
    queryFn: ({ signal }) =>
      api
        .get<unknown>(`${API_BASE}/admin/payout-accounts`, signal)
        .then((answer) => adminPayoutAccountsAnswerSchema.parse(answer).accounts),
  });
}
