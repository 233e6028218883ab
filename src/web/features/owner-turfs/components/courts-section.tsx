import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourtJson } from '../../../../shared/api/turf-contract';
import { newCourtProblem } from '../../../../shared/court-changes';
import type { Court } from '../../../../shared/courts';
import { courtOf, courtProblemText, retireRefusalText } from '../court-display';
import { useErrorText } from '../../../i18n/error-text';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { CourtFields, type CourtFieldValues } from '../../../components/court-fields';
import { useCourtChange } from '../api/owner-courts';
import { CourtRow } from './court-row';

// The owner's courts of one listing (docs/decisions/030): the courts in use, adding one (a split
// pitch made of courts in use), renaming, retiring. The shared rules run first, so most mistakes
// show at once; the server's refusal (a court with bookings to come) is shown the same way.

const EMPTY: CourtFieldValues = { name: '', sports: [], parts: [], format: null };

function AddCourtForm({ turfId, courts }: { turfId: string; courts: Court[] }) {
  const { t } = useTranslation('owner-turfs');
  const errorText = useErrorText();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useCourtChange(turfId);
  const partChoices = courts
    .filter((court) => court.parts.length === 0)
    .map((court) => ({ value: court.name, label: court.name }));
  return (
    <form
      aria-labelledby="add-court-heading"
      className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        const found = newCourtProblem(courts, [], values);
        setProblem(found && courtProblemText(t, found));
        if (found) return;
        change.mutate(
          { kind: 'add', body: values },
          {
            onSuccess: () => setValues(EMPTY),
            onError: (error) => setProblem(errorText(error, t('courts.failed'))),
          },
        );
      }}
    >
      <h3 id="add-court-heading" className="mb-3 font-semibold text-slate-900">
        {t('courts.add')}
      </h3>
      <CourtFields
        values={values}
        onChange={(next) => {
          setValues(next);
          setProblem(null);
        }}
        partChoices={partChoices}
      />
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={change.isPending}
        className={`${ACTION_PRIMARY} mt-3 px-3 py-2 text-sm`}
      >
        {change.isPending ? t('courts.adding') : t('courts.addButton')}
      </button>
    </form>
  );
}

export function CourtsSection({ turfId, courts }: { turfId: string; courts: CourtJson[] }) {
  const { t } = useTranslation('owner-turfs');
  const inUse = courts.map(courtOf);
  const nameOf = new Map(courts.map((court) => [court._id, court.name]));
  return (
    <section aria-labelledby="courts-heading" className="mt-10" data-testid="courts-section">
      <h2 id="courts-heading" className="text-xl font-bold text-slate-900">
        {t('courts.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('courts.intro')}</p>
      <ul className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {courts.map((court) => (
          <CourtRow
            key={court._id}
            turfId={turfId}
            court={court}
            partNames={court.parts.map((id) => nameOf.get(id) ?? id)}
            courts={inUse}
            retireRefusal={retireRefusalText(t, inUse, court._id)}
          />
        ))}
      </ul>
      <AddCourtForm turfId={turfId} courts={inUse} />
    </section>
  );
}
