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

export const PAYOUTS_FAILED = 'Failed to fetch your payouts.';

/**
 * /payouts (docs/decisions/054): the owner's payout account, its weekly statements, and each
 * booking's payout: what is on hold and until when, what was paid, what failed and why.
 */
export function PayoutsPage({ user }: { user: SessionUser }) {
  const account = usePayoutAccount();
  const payouts = usePayouts();
  const timeZone = useConfigQuery().data?.venueTimeZone ?? 'Asia/Kolkata';
  if (!canReceivePayouts(user)) {
    return (
      <StatePanel
        title="Payouts are for turf owners"
        text="Log in with an owner account to see what your venues are paid."
      />
    );
  }
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title="Payouts" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payouts</h1>
        <p className="mt-1 text-slate-600">
          What players paid online for your venues, TurfBook's fee and the taxes withheld, and what
          is paid to your bank a day after play.
        </p>
      </div>
      {account.isPending || payouts.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your payouts" />
        </div>
      ) : account.isError || payouts.isError ? (
        <StatePanel title="Something went wrong" text={PAYOUTS_FAILED} tone="error" />
      ) : (
        <>
          {payouts.data.message ? (
            <p
              role="status"
              className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
            >
              {payouts.data.message}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
            <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">On hold</dt>
              <dd className="text-xl font-bold text-slate-900">
                {formatRupeeAmount(payouts.data.onHold)}
              </dd>
            </div>
            <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">Balance</dt>
              <dd className="text-xl font-bold text-slate-900">
                {formatRupeeAmount(payouts.data.balance)}
              </dd>
            </div>
          </dl>
          <PayoutAccountForm account={account.data} />
          <StatementsSection userId={user._id} />
          <h2 className="text-lg font-bold text-slate-900">Bookings</h2>
          <PayoutList payouts={payouts.data.payouts} timeZone={timeZone} />
          <FeeInvoicesSection />
        </>
      )}
    </section>
  );
}
