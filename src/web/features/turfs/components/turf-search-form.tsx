import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingDays } from '../../../../shared/slot-request';
import { SEARCH_LENGTHS, searchTimeText } from '../../../../shared/slot-search';
import { timeLabel, type LocalMoment } from '../../../../shared/slots';
import { useShortDate } from '../../../hooks/use-short-date';
import {
  SEARCH_STARTS,
  completeWhen,
  isPastStart,
  lengthLabel,
  whenToDraft,
  type SlotSearchChoice,
  type TurfSearchState,
} from '../search-params';

interface TurfSearchFormProps {
  state: TurfSearchState;
  now: LocalMoment;
  onSearch: (changes: { q: string; when: SlotSearchChoice | null }) => void;
}

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none';

function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={htmlFor} className="text-xs font-semibold text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The name-or-area box and the "When" control (a day of the next seven, a start, a length and
 * "Flexible ±1 h"). The fields are a draft until Search; the page mounts a new form whenever the
 * URL changes, so Back shows the search it returns to.
 */
export function TurfSearchForm({ state, now, onSearch }: TurfSearchFormProps) {
  const id = useId();
  const { t } = useTranslation('turfs');
  const dates = useShortDate();
  const [q, setQ] = useState(state.q);
  const [when, setWhen] = useState(() => whenToDraft(state.when));
  const days = bookingDays(now.date);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim(), when: completeWhen(when, now) });
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1.3fr)_minmax(0,2.7fr)] md:gap-5">
        <Field label={t('search.nameOrArea')} htmlFor={`${id}-q`}>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={60}
            placeholder={t('search.placeholder')}
            onChange={(event) => setQ(event.target.value)}
            className={fieldClass}
          />
        </Field>
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('search.when')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="col-span-2 sm:col-span-1">
              <Field label={t('search.date')} htmlFor={`${id}-date`}>
                <select
                  id={`${id}-date`}
                  value={when.date}
                  onChange={(event) => setWhen({ ...when, date: event.target.value })}
                  className={fieldClass}
                >
                  <option value="">{t('search.anyDay')}</option>
                  {days.map((day) => (
                    <option key={day} value={day}>
                      {dates.short(day)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Field label={t('search.start')} htmlFor={`${id}-from`}>
              <select
                id={`${id}-from`}
                value={when.from}
                onChange={(event) => setWhen({ ...when, from: event.target.value })}
                className={fieldClass}
              >
                <option value="">{t('search.anyTime')}</option>
                {SEARCH_STARTS.map((start) => {
                  // Today's begun starts stay listed (a flexible search looks later too) but
                  // cannot be picked on their own.
                  const past = !when.flex && isPastStart(when.date, start, now);
                  return (
                    <option key={start} value={searchTimeText(start)} disabled={past}>
                      {past ? t('search.pastStart', { time: timeLabel(start) }) : timeLabel(start)}
                    </option>
                  );
                })}
              </select>
            </Field>
            <Field label={t('search.length')} htmlFor={`${id}-minutes`}>
              <select
                id={`${id}-minutes`}
                value={when.minutes}
                onChange={(event) => setWhen({ ...when, minutes: Number(event.target.value) })}
                className={fieldClass}
              >
                {SEARCH_LENGTHS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {lengthLabel(minutes, t)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={when.flex}
            onChange={(event) => setWhen({ ...when, flex: event.target.checked })}
            className="size-4 rounded border-slate-300 accent-emerald-700"
          />
          {t('search.flexible')}
        </label>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          {state.when || state.q ? (
            <button
              type="button"
              onClick={() => onSearch({ q: '', when: null })}
              className="rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap text-emerald-800 transition hover:bg-emerald-50"
            >
              {t('search.clear')}
            </button>
          ) : null}
          <button
            type="submit"
            className="flex-1 rounded-lg bg-emerald-700 px-6 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:flex-none"
          >
            {t('search.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
