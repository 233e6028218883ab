import { useId, useState, type FormEvent } from 'react';
import { bookingsCsvPath, exportRangeProblem } from '../../../../shared/booking-export';
import { dateWindowProblem } from '../../../../shared/date-windows';
import { addDays } from '../../../../shared/time';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { useVenueNow } from '../../../hooks/use-venue-now';

// "Download CSV" on a turf's bookings page (issue 14): the paid bookings played in a date range.
// The browser goes to the file's address itself, so the server's stream goes straight to disk
// (no copy in memory) and the browser shows its own download; the range is checked here first
// with the server's rule, so a mistake is told on the page instead of as a refused download.

/** This month so far and the rest of it: the range an owner's accounts usually ask for. */
function monthOf(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

export function BookingsCsvForm({ turfId }: { turfId: string }) {
  const today = useVenueNow().date;
  const [range, setRange] = useState(() => monthOf(today));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { heading: useId(), from: useId(), to: useId(), problem: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      exportRangeProblem(range.from, range.to) ??
      dateWindowProblem('calendar', [range.from, range.to], today);
    setProblem(found);
    if (!found) window.location.assign(bookingsCsvPath(turfId, range.from, range.to));
  };
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
        onChange={(event) => setRange({ ...range, [name]: event.target.value })}
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
        Export bookings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Paid bookings played between these dates (at most a year), as a spreadsheet file: times in
        the venue&apos;s time zone, amounts in rupees.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {field('from', 'From')}
        {field('to', 'To')}
        <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
          Download CSV
        </button>
      </div>
      <p id={ids.problem} role="alert" className="mt-2 text-sm font-medium text-red-700">
        {problem ?? ''}
      </p>
    </form>
  );
}
