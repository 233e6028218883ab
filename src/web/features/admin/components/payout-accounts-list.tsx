import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminPayoutAccountsAnswerSchema } from '../../../../shared/api/payout-contract';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useAdminPayoutAccounts } from '../api/admin-payouts';

type AdminPayoutAccount = z.infer<typeof adminPayoutAccountsAnswerSchema>['accounts'][number];

// A status's words are the admin namespace's payouts.accountStatus.<status>.
const STATUS_TONES = {
  active: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-800',
} as const;

/**
 * Every owner's payout account (docs/decisions/054): status first, so a pending or rejected one
 * stands out, and the bank account by its last four digits only, as the server sends it.
 */
export function PayoutAccountsList({ accounts }: { accounts: AdminPayoutAccount[] }) {
  const { t } = useTranslation('admin');
  if (accounts.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {t('payouts.accountsNone')}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {accounts.map((account) => (
        <li key={account.ownerId} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{account.legalName}</p>
            <p className="text-sm break-words text-slate-600">
              {account.ownerName} · {account.email}
            </p>
            <p className="text-sm text-slate-600">
              {account.pan
                ? t('payouts.accountBank', { pan: account.pan, ...account.bank })
                : t('payouts.accountBankNoPan', account.bank)}
            </p>
            {account.reason ? <p className="text-sm text-red-700">{account.reason}</p> : null}
          </div>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[account.status]}`}
          >
            {t(`payouts.accountStatus.${account.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function PayoutAccountsSection() {
  const { t } = useTranslation('admin');
  const accounts = useAdminPayoutAccounts();
  return (
    <section aria-labelledby="payout-accounts-heading" className="space-y-3">
      <h2 id="payout-accounts-heading" className="text-lg font-bold text-slate-900">
        {t('payouts.accountsHeading')}
      </h2>
      {accounts.isPending ? (
        <p aria-busy="true" className="text-slate-600">
          {t('payouts.accountsLoading')}
        </p>
      ) : accounts.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
          <p>{t('payouts.accountsFailed')}</p>
          <button type="button" onClick={() => void accounts.refetch()} className={PRIMARY_BUTTON}>
            {t('messages.tryAgain')}
          </button>
        </div>
      ) : (
        <PayoutAccountsList accounts={accounts.data} />
      )}
    </section>
  );
}
