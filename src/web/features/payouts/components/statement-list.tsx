import { useTranslation } from 'react-i18next';
import type { Statement } from '../../../../shared/api/payout-contract';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';
import { statementFilePath } from '../api/statements';
import { isCarriedToRecover, weekLabel } from '../statement-wording';

const FILE_LINK =
  'inline-flex min-h-11 min-w-16 items-center justify-center rounded-lg border border-emerald-600 bg-white px-4 py-2 text-sm font-semibold text-emerald-800 transition hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/**
 * The owner's weekly statements, newest first as the server sends them (docs/decisions/054): the
 * week, what it added, what was sent to the bank and the balance after, and its PDF and CSV.
 * A venue is named only when the owner has several, so one turf's page stays short.
 */
export function StatementList({
  statements,
  turfNames,
}: {
  statements: Statement[];
  /** The owner's turfs' names by id; a name shows when there are several. */
  turfNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('payouts');
  const dates = useDates();
  if (statements.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {t('statements.none')}
      </p>
    );
  }
  const namesVenues = turfNames.size > 1;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {statements.map((statement) => {
        const venue = namesVenues ? (turfNames.get(statement.turfId) ?? null) : null;
        const carried = isCarriedToRecover(statement.closing);
        const download = (format: 'PDF' | 'CSV') => {
          const date = dates.dayMonthYear(statement.from);
          return venue
            ? t('statements.downloadOf', { date, venue, format })
            : t('statements.download', { date, format });
        };
        return (
          <li
            key={statement._id}
            data-testid="statement"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          >
            <h3 className="font-bold text-slate-900">
              {t('statements.week', weekLabel(statement.from, statement.to, dates.dayMonthYear))}
              {venue ? (
                <span className="block text-sm font-medium text-slate-600">{venue}</span>
              ) : null}
            </h3>
            <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t('statements.net')}</dt>
                <dd className="font-semibold text-slate-900">{formatRupeeAmount(statement.net)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('statements.transferred')}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatRupeeAmount(statement.transfers)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('statements.closing')}</dt>
                <dd className={`font-semibold ${carried ? 'text-red-700' : 'text-slate-900'}`}>
                  {formatRupeeAmount(statement.closing)}
                </dd>
              </div>
            </dl>
            {carried ? (
              <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {t('statements.carried', {
                  amount: formatRupeeAmount(statement.closing.replace(/^-/, '')),
                })}
              </p>
            ) : null}
            <div className="mt-4 flex gap-3">
              <a
                href={statementFilePath(statement._id, 'pdf')}
                download
                aria-label={download('PDF')}
                className={FILE_LINK}
              >
                PDF
              </a>
              <a
                href={statementFilePath(statement._id, 'csv')}
                download
                aria-label={download('CSV')}
                className={FILE_LINK}
              >
                CSV
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
