import type { SessionUser } from '../../../../shared/api-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { usePromoCodes, useOwnTurfChoices, type PromoMaker } from '../api/promo-codes';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeList } from './promo-code-list';

export const PROMO_LIST_FAILED = 'Failed to fetch promo codes.';

/**
 * /turf-bookings/promo-codes (an owner's codes for their turfs) and /admin/promo-codes (the
 * admin's, for every turf): make a code, and see each one's uses and the money it gave away.
 */
export function PromoCodesPage({ user, who }: { user: SessionUser; who: PromoMaker }) {
  const codes = usePromoCodes(who);
  const turfs = useOwnTurfChoices(who === 'owner' ? user._id : null);
  if (user.role !== who) {
    return (
      <StatePanel
        title="Promo codes are for turf owners and the admin"
        text="Log in with an owner account to offer codes at your turfs."
      />
    );
  }
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title="Promo Codes" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Promo Codes
        </h1>
        <p className="mt-1 text-slate-600">
          {who === 'owner'
            ? 'Codes players can use at your turfs, and what each has given away.'
            : 'Codes players can use at every turf, and what each has given away.'}
        </p>
      </div>
      {who === 'owner' && turfs.isPending ? (
        <Spinner label="Loading your turfs" />
      ) : (
        <PromoCodeForm who={who} turfs={who === 'owner' ? (turfs.data ?? []) : null} />
      )}
      <h2 className="text-lg font-bold text-slate-900">Your codes</h2>
      {codes.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading promo codes" />
        </div>
      ) : codes.isError ? (
        <StatePanel title="Something went wrong" text={PROMO_LIST_FAILED} tone="error" />
      ) : (
        <PromoCodeList codes={codes.data} />
      )}
    </section>
  );
}
