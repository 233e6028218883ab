import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_MAX_DAYS,
  EXPORT_RANGE_MESSAGES,
  bookingsCsvPath,
  exportRangeProblem,
} from '../../../../shared/booking-export';
import type { BookingJson } from '../../../../shared/booking-types';
import { dateWindow, dateWindowProblem } from '../../../../shared/date-windows';
import { useDates } from '../../../i18n/use-language';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { useVenueNow } from '../../../hooks/use-venue-now';

// "Download CSV" on a turf's bookings page: by default exactly the bookings the table
// beside it shows (the server's export without a range reads the table's rows, by its rule), or
// those played between two dates, which start as the table's first and last days; changing a
// date chooses that. The browser goes to the file's address itself, so the server's stream goes
// straight to disk (no copy in memory) and the browser shows its own download; a range is
// checked here first with the server's rule, so a mistake is told on the page, not as a refused
// download.

type Scope = 'table' | 'range';

/** The first and the last day the table's bookings are played on (it holds at least one). */
function tableDays(bookings: readonly Pick<BookingJson, 'date' | 'bookingDate'>[]) {
  const days = bookings.map((booking) => booking.date || booking.bookingDate.slice(0, 10)).sort();
  return { from: days[0] ?? '', to: days.at(-1) ?? '' };
}

const RADIO =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition select-none hover:border-emerald-400 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 has-checked:ring-1 has-checked:ring-emerald-600 has-focus-visible:ring-2 has-focus-visible:ring-emerald-400';

export function BookingsCsvForm({
  turfId,
  bookings,
}: {
  turfId: string;
  /** What the table beside the form shows. */
  bookings: readonly BookingJson[];
}) {
  const { t } = useTranslation('owner-turfs');
  const dates = useDates();
  const today = useVenueNow().date;
  const [scope, setScope] = useState<Scope>('table');
  // A range starts as the table's own first and last days.
  const [range, setRange] = useState(() => tableDays(bookings));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { heading: useId(), from: useId(), to: useId(), problem: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scope === 'table') {
      setProblem(null);
      window.location.assign(bookingsCsvPath(turfId));
      return;
    }
    const rangeProblem = exportRangeProblem(range.from, range.to);
    const windowProblem = dateWindowProblem('calendar', [range.from, range.to], today);
    setProblem(rangeProblem ? rangeProblemText(rangeProblem) : windowProblem ? windowText() : null);
    if (!rangeProblem && !windowProblem)
      window.location.assign(bookingsCsvPath(turfId, range.from, range.to));
  };
  /** The shared rule's refusal (shared/booking-export, English for the server) as a key's text. */
  const rangeProblemText = (message: string) => {
    const key = (Object.keys(EXPORT_RANGE_MESSAGES) as (keyof typeof EXPORT_RANGE_MESSAGES)[]).find(
      (name) => EXPORT_RANGE_MESSAGES[name] === message,
    );
    return key ? t(`csv.problems.${key}`, { max: EXPORT_MAX_DAYS }) : message;
  };
  const windowText = () => {
    const window = dateWindow('calendar', today);
    return t('csv.problems.window', {
      first: dates.dayMonthYear(window.first),
      last: dates.dayMonthYear(window.last),
    });
  };
  const choice = (value: Scope, label: string) => (
    <label className={RADIO}>
      <input
        type="radio"
        name="csv-scope"
        value={value}
        checked={scope === value}
        onChange={() => {
          setScope(value);
          setProblem(null);
        }}
        className="size-4 accent-emerald-600 focus-visible:outline-none"
      />
      {label}
    </label>
  );
  const field = (name: 'from' | 'to', label: string) => (
    <div className="min-w-0 flex-1 sm:flex-none">
      <label htmlFor={ids[name]} className={LABEL}>
        {label}
      </label>
      <input
        id={ids[name]}
        type="date"
        required
        value={range[name]}
        onChange={(event) => {
          // Choosing a date means exporting by dates.
          setScope('range');
          setRange({ ...range, [name]: event.target.value });
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem : undefined}
        className={`${CONTROL_BASE} ${controlTone(!!problem)} sm:w-44`}
      />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={ids.heading}
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={ids.heading} className="font-bold text-slate-900">
        {t('csv.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('csv.intro')}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{t('csv.which')}</legend>
        <div className="flex flex-wrap gap-2">
          {choice('table', t('csv.all', { count: bookings.length }))}
          {choice('range', t('csv.between'))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {field('from', t('csv.from'))}
        {field('to', t('csv.to'))}
        <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
          {t('csv.download')}
        </button>
      </div>
      <p id={ids.problem} role="alert" className="mt-2 text-sm font-medium text-red-700">
        {problem ?? ''}
      </p>
    </form>
  );
}
