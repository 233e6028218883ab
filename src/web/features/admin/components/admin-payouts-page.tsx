import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocalDate, type LocalDate } from '../../../../shared/time';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useDates } from '../../../i18n/use-language';
import { useAdminPayouts } from '../api/admin-payouts';
import { AdminNav } from './admin-nav';
import { PayoutAccountsSection } from './payout-accounts-list';
import { PlatformTotals } from './platform-totals';
import { TaxFiles } from './tax-files';
import { VenuePayoutsTable } from './venue-payouts-table';

/**
 * /admin/payouts (docs/decisions/054): a day's platform totals (today's first), every venue's
 * payouts with the failed transfers first, the month's GSTR-8 and 194-O files, and every owner's
 * payout account.
 */
export function AdminPayoutsPage() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const today = useVenueNow().date;
  const [typed, setTyped] = useState<string>(today);
  // A half-typed date keeps the day shown until it is a date again.
  const [date, setDate] = useState<LocalDate>(today);
  const payouts = useAdminPayouts(date);
  const ids = { date: useId(), problem: useId(), totals: useId(), venues: useId() };
  // The server's rule, and its words (ADMIN_PAYOUT_QUERY_MESSAGES.date) in the reader's language.
  const dateProblem = isLocalDate(typed) ? null : t('payouts.dateProblem');

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('payouts.title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('payouts.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('payouts.intro')}</p>
        <AdminNav />
      </div>

      <div className="max-w-xs">
        <label htmlFor={ids.date} className={LABEL}>
          {t('payouts.day')}
        </label>
        <input
          id={ids.date}
          type="date"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (isLocalDate(event.target.value)) setDate(event.target.value);
          }}
          aria-invalid={dateProblem !== null}
          aria-describedby={dateProblem ? ids.problem : undefined}
          className={`${CONTROL_BASE} ${controlTone(dateProblem !== null)}`}
        />
        {dateProblem ? (
          <p id={ids.problem} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {dateProblem}
          </p>
        ) : null}
      </div>

      {payouts.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('payouts.loading')} />
        </div>
      ) : payouts.isError ? (
        <StatePanel tone="error" title={t('payouts.loadFailed')} text={t('messages.tryAgainText')}>
          <button type="button" onClick={() => void payouts.refetch()} className={PRIMARY_BUTTON}>
            {t('messages.tryAgain')}
          </button>
        </StatePanel>
      ) : (
        <div className="space-y-6" aria-busy={payouts.isPlaceholderData || undefined}>
          <section aria-labelledby={ids.totals} className="space-y-3">
            <h2 id={ids.totals} className="text-lg font-bold text-slate-900">
              {dates.date(payouts.data.date)}
            </h2>
            <PlatformTotals totals={payouts.data.totals} />
          </section>
          <section aria-labelledby={ids.venues} className="space-y-3">
            <h2 id={ids.venues} className="text-lg font-bold text-slate-900">
              {t('payouts.venues')}
            </h2>
            <VenuePayoutsTable venues={payouts.data.venues} />
          </section>
        </div>
      )}

      <TaxFiles thisMonth={today.slice(0, 7)} />
      <PayoutAccountsSection />
    </section>
  );
}
