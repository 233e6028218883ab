import { useTranslation } from 'react-i18next';
import type { DayCloseAnswer } from '../../../../shared/api/day-close-contract';
import { DESK_METHODS, parseCountedCash } from '../../../../shared/day-close';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';

// A closed day (decision 066): who closed it and when, the cash counted against the cash taken,
// the difference (short or over, plainly), the note, and what was taken after the close apart.

function DifferenceLine({ difference }: { difference: string }) {
  const { t } = useTranslation('day-close');
  const short = difference.startsWith('-');
  const amount = formatRupeeAmount(short ? difference.slice(1) : difference);
  const paise = parseCountedCash(short ? difference.slice(1) : difference);
  const even = 'paise' in paise && paise.paise === 0;
  const [text, tone] = even
    ? [t('closed.even'), 'bg-emerald-50 text-emerald-800 ring-emerald-200']
    : short
      ? [t('closed.short', { amount }), 'bg-red-50 text-red-800 ring-red-200']
      : [t('closed.over', { amount }), 'bg-amber-50 text-amber-900 ring-amber-200'];
  return (
    <p className={`rounded-xl px-3 py-2 font-bold ring-1 ${tone}`} data-testid="difference">
      {text}
    </p>
  );
}

export function ClosedSummary({ day }: { day: DayCloseAnswer }) {
  const { t } = useTranslation('day-close');
  const dates = useDates();
  const zone = useVenueTimeZone();
  return (
    <section
      aria-labelledby="closed-heading"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="closed-summary"
    >
      <h2 id="closed-heading" className="text-lg font-bold text-slate-900">
        {t('closed.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="closed-by">
        {t('closed.by', {
          name: day.closedBy?.fullname ?? '',
          time: day.closedAt ? dates.venueInstant(day.closedAt, zone) : '',
        })}
      </p>
      {day.scope === 'venue' && day.counted && day.difference !== null ? (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600">{t('closed.expectedCash')}</dt>
              <dd className="text-lg font-bold text-slate-900">
                {formatRupeeAmount(day.expected.cash)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('closed.counted')}</dt>
              <dd className="text-lg font-bold text-slate-900" data-testid="counted-cash">
                {formatRupeeAmount(day.counted.cash)}
              </dd>
            </div>
          </dl>
          <div className="mt-3">
            <DifferenceLine difference={day.difference} />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold">{t('closed.note')}</span>{' '}
            <span data-testid="close-note">{day.note ? day.note : t('closed.noNote')}</span>
          </p>
        </>
      ) : null}
      {day.takenAfterClose &&
      DESK_METHODS.some((method) => day.takenAfterClose![method] !== '0.00') ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold text-slate-800">{t('closed.after')}</h3>
          <p className="text-xs text-slate-600">{t('closed.afterHint')}</p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm" data-testid="taken-after-close">
            {DESK_METHODS.map((method) => (
              <div key={method}>
                <dt className="text-xs text-slate-600">{t(`method.${method}`)}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatRupeeAmount(day.takenAfterClose![method])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
