import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MySplit } from '../../../../shared/api/split-contract';
import { ACTION_SECONDARY } from '../../../components/action-styles';
import { useDates } from '../../../i18n/use-language';
import { useMySplits } from '../../../queries/splits';
import { formatRupeeAmount } from '../../../utils/money';

// Split bookings still collecting their shares (docs/decisions/044): not booked yet, so not among
// the bookings below; each says how many shares are in and opens its split's page.

function Entry({ split }: { split: MySplit }) {
  const { t } = useTranslation('my-bookings');
  const dates = useDates();
  const when = t('card.when', {
    date: dates.date(split.date),
    start: split.startTime,
    end: split.endTime,
  });
  const waiting = split.shares - split.paidShares;
  return (
    <li
      data-testid="collecting-split"
      className="flex flex-col gap-3 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold text-slate-900">
          {t('splits.where', { turf: split.turfName, when })}
        </p>
        <p className="text-sm font-medium text-amber-900">
          {t('splits.waiting', {
            waiting,
            shares: split.shares,
            amount: formatRupeeAmount(split.left),
          })}
        </p>
      </div>
      <Link
        to={split.path}
        className={ACTION_SECONDARY}
        aria-label={t('splits.seeLabel', { turf: split.turfName, when })}
      >
        {t('splits.see')}
      </Link>
    </li>
  );
}

export function SplitsSection() {
  const { t } = useTranslation('my-bookings');
  const splits = useMySplits();
  if (!splits.data || splits.data.length === 0) return null;
  return (
    <section aria-labelledby="splits-heading" className="mt-8">
      <h2 id="splits-heading" className="text-lg font-bold text-slate-900">
        {t('splits.heading')}
      </h2>
      <ul className="mt-4 space-y-4">
        {splits.data.map((split) => (
          <Entry key={split.splitId} split={split} />
        ))}
      </ul>
    </section>
  );
}
