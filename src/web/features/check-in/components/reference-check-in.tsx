import { useState, type FormEvent } from 'react';
import { ATTENDANCE_MESSAGES, normalizeBookingReference } from '../../../../shared/attendance';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { isApiRequestError } from '../../../lib/api-client';
import { useCheckInLookup } from '../api/check-in';
import { AttendanceRow } from './attendance-row';

// Type the player's reference (or open the QR code of their booking page, which fills it in):
// the booking on one of the owner's venues, with its Arrived button (docs/decisions/043).

export function ReferenceCheckIn({
  reference,
  onReference,
}: {
  reference: string;
  onReference: (reference: string) => void;
}) {
  const [typed, setTyped] = useState(reference);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useCheckInLookup(reference);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeBookingReference(typed);
    if (!normalized) {
      setProblem(ATTENDANCE_MESSAGES.badReference);
      return;
    }
    setProblem(null);
    setTyped(normalized);
    onReference(normalized);
  };

  const failure =
    problem ??
    (lookup.isError
      ? isApiRequestError(lookup.error) && lookup.error.message
        ? lookup.error.message
        : 'The booking could not be loaded.'
      : null);

  return (
    <section
      aria-labelledby="check-in-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="check-in-heading" className="text-lg font-bold text-slate-900">
        Check in by reference
      </h2>
      <form className="mt-3 flex flex-col gap-2 sm:flex-row" onSubmit={submit} noValidate>
        <label className="sr-only" htmlFor="check-in-reference">
          Booking reference
        </label>
        <input
          id="check-in-reference"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 font-mono uppercase"
          placeholder="TB-7K3M9Q"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'check-in-problem' : undefined}
        />
        <button type="submit" className={ACTION_PRIMARY}>
          Find booking
        </button>
      </form>
      {failure ? (
        <p id="check-in-problem" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      {reference && lookup.isPending && !problem ? (
        <div className="mt-4">
          <Spinner label="Finding the booking" />
        </div>
      ) : null}
      {lookup.data && !problem ? (
        <ul className="mt-2" aria-label="The booking">
          <AttendanceRow entry={lookup.data.booking} showTurf />
        </ul>
      ) : null}
    </section>
  );
}
