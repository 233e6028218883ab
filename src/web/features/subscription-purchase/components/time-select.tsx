import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { SLOT_TIMES, isPastSlot, timeLabel, type LocalMoment } from '../../../../shared/slots';
import type { LocalDate } from '../../../../shared/time';

interface TimeSelectProps {
  label: string;
  placeholder: string;
  date: LocalDate;
  now: LocalMoment;
  value: number | null;
  /** Whether the turf's opening hours rule this time out on `date` (as a start, or as an end). */
  isClosed: (minutes: number) => boolean;
  onChange: (minutes: number | null) => void;
}

/**
 * One of the two dropdowns: the 36 half-hour times, those already past on `date` or outside the
 * turf's opening hours disabled and marked, so the list keeps its shape and says why.
 */
export function TimeSelect(props: TimeSelectProps) {
  const { label, placeholder, date, now, value, isClosed, onChange } = props;
  const { t } = useTranslation('subscription');
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm transition focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
      >
        <option value="">{placeholder}</option>
        {SLOT_TIMES.map((minutes) => {
          const past = isPastSlot(date, minutes, now);
          const closed = !past && isClosed(minutes);
          const time = timeLabel(minutes);
          return (
            <option key={minutes} value={minutes} disabled={past || closed}>
              {past ? t('time.past', { time }) : closed ? t('time.closed', { time }) : time}
            </option>
          );
        })}
      </select>
    </div>
  );
}
