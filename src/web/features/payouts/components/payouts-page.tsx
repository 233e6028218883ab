import { useTranslation } from 'react-i18next';
import { formatRupeeAmount } from '../../../utils/money';
import type { SessionUser } from '../../../../shared/api-types';
import { canReceivePayouts } from '../../../../shared/permissions';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useConfigQuery } from '../../../lib/config-query';
import { usePayoutAccount, usePayouts } from '../api/payouts';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutList } from './payout-list';
import { StatementsSection } from './statements-section';
import { FeeInvoicesSection } from './fee-invoices-section';

/**
 * /payouts (docs/decisions/054): the owner's payout account, its weekly statements, and each
 * booking's payout: what is on hold and until when, what was paid, what failed and why.
 */
export function PayoutsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('payouts');
  const account = usePayoutAccount();
  const payouts = usePayouts();
  const timeZone = useConfigQuery().data?.venueTimeZone ?? 'Asia/Kolkata';
  // Why payouts wait, as the server says it, follows the account's state: its words for that
  // state in the reader's language (the server's own words for any other).
  const waitText = (message: string) => {
    const status = account.data ? account.data.status : 'noAccount';
    return status === 'active' ? message : t(`wait.${status}`);
  };
  if (!canReceivePayouts(user)) {
    return <StatePanel title={t('page.ownersOnlyTitle')} text={t('page.ownersOnlyText')} />;
  }
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('page.title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('page.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      </div>
      {account.isPending || payouts.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('page.loading')} />
        </div>
      ) : account.isError || payouts.isError ? (
        <StatePanel title={t('page.failedTitle')} text={t('page.failed')} tone="error" />
      ) : (
        <>
          {payouts.data.message ? (
            <p
              role="status"
              className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
            >
              {waitText(payouts.data.message)}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
            <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{t('page.onHold')}</dt>
              <dd className="text-xl font-bold text-slate-900">
                {formatRupeeAmount(payouts.data.onHold)}
              </dd>
            </div>
            <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{t('page.balance')}</dt>
              <dd className="text-xl font-bold text-slate-900">
                {formatRupeeAmount(payouts.data.balance)}
              </dd>
            </div>
          </dl>
          <PayoutAccountForm account={account.data} />
          <StatementsSection userId={user._id} />
          <h2 className="text-lg font-bold text-slate-900">{t('page.bookings')}</h2>
          <PayoutList payouts={payouts.data.payouts} timeZone={timeZone} />
          <FeeInvoicesSection />
        </>
      )}
    </section>
  );
}
