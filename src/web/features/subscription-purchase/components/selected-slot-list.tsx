import { useTranslation } from 'react-i18next';
import { useDates } from '../../../i18n/use-language';
import { MIN_SUBSCRIPTION_SLOTS } from '../../../../shared/subscription';
import { timeLabel, type TimeRange } from '../../../../shared/slots';

function RemoveIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
    </svg>
  );
}

interface SelectedSlotListProps {
  slots: readonly TimeRange[];
  onRemove: (slot: TimeRange) => void;
}

/** The slots chosen so far with the counter of spec §2, each with a remove control. */
export function SelectedSlotList({ slots, onRemove }: SelectedSlotListProps) {
  const { t } = useTranslation('subscription');
  const dates = useDates();
  const tooFew = slots.length < MIN_SUBSCRIPTION_SLOTS;
  return (
    <section aria-labelledby="selected-slots-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="selected-slots-heading" className="text-lg font-bold text-slate-900">
          {t('selected.heading')}
        </h2>
        <p
          className="text-sm font-medium text-slate-700"
          aria-live="polite"
          data-testid="slot-count"
        >
          {t('selected.count', { count: slots.length })}
          {tooFew ? (
            <span className="font-semibold text-amber-700">
              {' '}
              {t('selected.minimum', { min: MIN_SUBSCRIPTION_SLOTS })}
            </span>
          ) : null}
        </p>
      </div>

      {slots.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {t('selected.none')}
        </p>
      ) : (
        <ul
          className="mt-3 max-h-[22rem] space-y-2 overflow-y-auto pr-1"
          data-testid="selected-slots"
        >
          {slots.map((slot) => {
            const text = {
              date: dates.date(slot.date),
              startTime: timeLabel(slot.start),
              endTime: timeLabel(slot.end),
            };
            return (
              <li
                key={`${slot.date}-${slot.start}`}
                className="flex items-center gap-3 rounded-xl bg-emerald-50 px-3 py-2.5 ring-1 ring-emerald-100"
                data-testid="selected-slot"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{text.date}</p>
                  <p className="text-sm text-slate-700">
                    <span className="sr-only">{t('selected.startTime')} </span>
                    {text.startTime}
                    <span aria-hidden="true"> – </span>
                    <span className="sr-only"> {t('selected.endTime')} </span>
                    {text.endTime}
                    <span className="text-slate-500">
                      {' · '}
                      {t('selected.hours', { hours: (slot.end - slot.start) / 60 })}
                    </span>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(slot)}
                  aria-label={t('selected.remove', {
                    date: text.date,
                    start: text.startTime,
                    end: text.endTime,
                  })}
                  className="rounded-full p-1.5 text-slate-500 transition hover:bg-red-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-500"
                >
                  <RemoveIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
