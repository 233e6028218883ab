import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourtJson } from '../../../../shared/api/turf-contract';
import { courtChangeProblem } from '../../../../shared/court-changes';
import type { Court } from '../../../../shared/courts';
import { ACTION_DANGER, ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { CourtFields, type CourtFieldValues } from '../../../components/court-fields';
import { useCourtChange } from '../api/owner-courts';
import { courtProblemText, sportsText } from '../court-display';
import { useErrorText } from '../../../i18n/error-text';

// One court in use on the owner's Courts section: shown, renamed (or its sports or format
// changed), or retired after a confirming step. A refusal is shown under the court it is about.

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
  const { t } = useTranslation('owner-turfs');
  const errorText = useErrorText();
  const problemOf = (error: unknown) => errorText(error, t('courts.failed'));
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
    const body = { name: values.name, sports: values.sports, format: values.format };
    const found = courtChangeProblem(courts, court._id, body);
    setProblem(found && courtProblemText(t, found));
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
            {sportsText(t, court)}
            {court.format ? ` · ${t('courts.format', { players: court.format })}` : ''}
            {partNames.length > 0
              ? ` · ${t('courts.madeOf', { parts: partNames.join(' + ') })}`
              : ''}
          </p>
        </div>
      )}
      {mode === 'retire' ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('courts.retireQuestion', { court: court.name })}
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
              aria-label={t('courts.renameOf', { court: court.name })}
            >
              {t('courts.rename')}
            </button>
            <button
              type="button"
              className={`${ACTION_DANGER} px-3 py-2 text-sm`}
              onClick={() => open('retire')}
              aria-label={t('courts.retireOf', { court: court.name })}
            >
              {t('courts.retire')}
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
              {mode === 'retire' ? t('courts.retireYes') : t('courts.save')}
            </button>
            <button
              type="button"
              className={`${ACTION_QUIET} px-3 py-2 text-sm`}
              onClick={() => open('show')}
            >
              {mode === 'retire' ? t('courts.keep') : t('courts.cancel')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
