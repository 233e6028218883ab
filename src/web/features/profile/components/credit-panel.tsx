import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreditReason } from '../../../../shared/credit';
import { useDates } from '../../../i18n/use-language';
import { useCredit } from '../../../queries/my-credit';
import { formatRupeeAmount } from '../../../utils/money';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';

const REASON_KEYS = {
  refund: 'credit.reason.refund',
  rain_out: 'credit.reason.rainOut',
  spent: 'credit.reason.spent',
  spent_returned: 'credit.reason.spentReturned',
} as const satisfies Record<CreditReason, string>;

// A player's TurfBook credit on their profile (docs/decisions/040): the balance, and each entry
// that made it, newest first.

export function CreditPanel() {
  const { t } = useTranslation('profile');
  const dates = useDates();
  const credit = useCredit(true);
  const timeZone = useVenueTimeZone();
  if (credit.isError)
    return <p className="mt-6 text-sm text-slate-600">{t('credit.loadFailed')}</p>;
  if (!credit.data) return null;
  const { balance, entries } = credit.data;
  return (
    <div className="mt-6" data-testid="credit-panel">
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-bold text-slate-900">{t('credit.heading')}</h2>
        <p className="text-2xl font-extrabold text-emerald-700" data-testid="credit-balance">
          {formatRupeeAmount(balance)}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('credit.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {entries.map((entry, index) => (
            <li key={index} className="flex items-baseline justify-between gap-3 py-2">
              <span>
                <span className="block text-slate-900">{t(REASON_KEYS[entry.reason])}</span>
                <span className="block text-xs text-slate-500">
                  {dates.venueInstant(entry.createdAt, timeZone)}
                  {entry.bookingId ? (
                    <>
                      {' · '}
                      <Link
                        to={`/displaybookings/${entry.bookingId}`}
                        className="font-semibold text-emerald-700 hover:underline"
                      >
                        {t('credit.theBooking')}
                      </Link>
                    </>
                  ) : null}
                </span>
              </span>
              <span
                className={`font-semibold ${entry.amount.startsWith('-') ? 'text-slate-900' : 'text-emerald-700'}`}
              >
                {entry.amount.startsWith('-')
                  ? `−${formatRupeeAmount(entry.amount.slice(1))}`
                  : `+${formatRupeeAmount(entry.amount)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
