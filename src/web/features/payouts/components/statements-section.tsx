import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useOwnTurfNames, useStatements } from '../api/statements';
import { StatementList } from './statement-list';

/**
 * "Statements" of the Payouts page (docs/decisions/054): loads on its own, so a statement that
 * cannot be read never hides the payout account or the bookings above it.
 */
export function StatementsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('payouts');
  const statements = useStatements();
  // Without the names the statements still show, only without saying which venue.
  const turfNames = useOwnTurfNames(userId);
  return (
    <section aria-labelledby="statements-heading" className="space-y-3">
      <div>
        <h2 id="statements-heading" className="text-lg font-bold text-slate-900">
          {t('statements.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('statements.intro')}</p>
      </div>
      {statements.isPending || turfNames.isPending ? (
        // Not a live status: the page's own status line says whether payouts wait.
        <p
          aria-busy="true"
          className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200"
        >
          {t('statements.loading')}
        </p>
      ) : statements.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50/60 p-4 text-red-800 ring-1 ring-red-200"
        >
          <p>{t('statements.failed')}</p>
          <button
            type="button"
            onClick={() => void statements.refetch()}
            className={PRIMARY_BUTTON}
          >
            {t('statements.tryAgain')}
          </button>
        </div>
      ) : (
        <StatementList statements={statements.data} turfNames={turfNames.data ?? new Map()} />
      )}
    </section>
  );
}
