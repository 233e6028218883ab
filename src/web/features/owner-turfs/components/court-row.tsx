import { useState } from 'react';
import type { CourtJson } from '../../../../shared/api/turf-contract';
import { courtChangeProblem } from '../../../../shared/court-changes';
import type { Court } from '../../../../shared/courts';
import { ACTION_DANGER, ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { CourtFields, type CourtFieldValues } from '../../../components/court-fields';
import { useCourtChange } from '../api/owner-courts';
import { problemOf, sportsText } from '../court-display';

// One court in use on the owner's Courts section: shown, renamed (or its sports changed), or
// retired after a confirming step. A refusal is shown under the court it is about.

type Mode = 'show' | 'edit' | 'retire';

export function CourtRow({
  turfId,
  court,
  partNames,
  courts,
  retireRefusal,
}: {
  turfId: string;
  court: CourtJson;
  partNames: string[];
  courts: Court[];
  /** Why the shared rules keep it (the last court, a part of a court in use), or null. */
  retireRefusal: string | null;
}) {
  const [mode, setMode] = useState<Mode>('show');
  const [values, setValues] = useState<CourtFieldValues>({ ...court, parts: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useCourtChange(turfId);
  const open = (next: Mode) => {
    setProblem(null);
    setValues({ ...court, parts: [] });
    setMode(next);
  };

  const save = () => {
    const body = { name: values.name, sports: values.sports };
    const found = courtChangeProblem(courts, court._id, body);
    setProblem(found);
    if (found) return;
    change.mutate(
      { kind: 'change', courtId: court._id, body },
      { onSuccess: () => setMode('show'), onError: (error) => setProblem(problemOf(error)) },
    );
  };
  const retire = () => {
    if (retireRefusal) {
      setProblem(retireRefusal);
      return;
    }
    change.mutate(
      { kind: 'retire', courtId: court._id },
      { onError: (error) => setProblem(problemOf(error)) },
    );
  };

  return (
    <li className="p-4" data-testid="court-row" aria-label={court.name}>
      {mode === 'edit' ? (
        <CourtFields values={values} onChange={setValues} partChoices={[]} />
      ) : (
        <div>
          <p className="font-semibold text-slate-900">{court.name}</p>
          <p className="text-sm text-slate-600">
            {sportsText(court)}
            {partNames.length > 0 ? ` · made of ${partNames.join(' + ')}` : ''}
          </p>
        </div>
      )}
      {mode === 'retire' ? (
        <p className="mt-2 text-sm text-slate-700">
          Retire {court.name}? Players can no longer book it; its past bookings keep its name.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {mode === 'show' ? (
          <>
            <button
              type="button"
              className={`${ACTION_QUIET} px-3 py-2 text-sm`}
              onClick={() => open('edit')}
              aria-label={`Rename ${court.name}`}
            >
              Rename
            </button>
            <button
              type="button"
              className={`${ACTION_DANGER} px-3 py-2 text-sm`}
              onClick={() => open('retire')}
              aria-label={`Retire ${court.name}`}
            >
              Retire
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              disabled={change.isPending}
              className={`${mode === 'retire' ? ACTION_DANGER : ACTION_PRIMARY} px-3 py-2 text-sm`}
              onClick={mode === 'retire' ? retire : save}
            >
              {mode === 'retire' ? 'Yes, retire it' : 'Save court'}
            </button>
            <button
              type="button"
              className={`${ACTION_QUIET} px-3 py-2 text-sm`}
              onClick={() => open('show')}
            >
              {mode === 'retire' ? 'Keep it' : 'Cancel'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
