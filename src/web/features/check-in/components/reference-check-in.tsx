import { useState, type FormEvent } from 'react';
import { normalizeBookingReference } from '../../../../shared/attendance';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { useCheckInLookup } from '../api/check-in';
import { AttendanceRow } from './attendance-row';
import { PassScanner } from './pass-scanner';

// Type the player's reference, scan their pass with the camera, or open the QR code of their
// booking page (which fills it in): the booking on one of the venues the person works at, with
// its Arrived button (docs/decisions/043, 066).

export function ReferenceCheckIn({
  reference,
  onReference,
}: {
  reference: string;
  onReference: (reference: string) => void;
}) {
  const { t } = useTranslation('check-in');
  const errorText = useErrorText();
  const [typed, setTyped] = useState(reference);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useCheckInLookup(reference);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeBookingReference(typed);
    if (!normalized) {
      setProblem(t('reference.bad'));
      return;
    }
    setProblem(null);
    setTyped(normalized);
    onReference(normalized);
  };

  const failure =
    problem ?? (lookup.isError ? errorText(lookup.error, t('reference.failed')) : null);

  return (
    <section
      aria-labelledby="check-in-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="check-in-heading" className="text-lg font-bold text-slate-900">
        {t('reference.title')}
      </h2>
      <form className="mt-3 flex flex-col gap-2 sm:flex-row" onSubmit={submit} noValidate>
        <label className="sr-only" htmlFor="check-in-reference">
          {t('reference.label')}
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
          {t('reference.find')}
        </button>
      </form>
      {/* A pass read fills the reference in as if typed (the page then shows its booking). */}
      <PassScanner
        onReference={(scanned) => {
          setProblem(null);
          setTyped(scanned);
          onReference(scanned);
        }}
      />
      {failure ? (
        <p id="check-in-problem" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      {reference && lookup.isPending && !problem ? (
        <div className="mt-4">
          <Spinner label={t('reference.finding')} />
        </div>
      ) : null}
      {lookup.data && !problem ? (
        <ul className="mt-2" aria-label={t('reference.booking')}>
          <AttendanceRow entry={lookup.data.booking} showTurf />
        </ul>
      ) : null}
    </section>
  );
}
