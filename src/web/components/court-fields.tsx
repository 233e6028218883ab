import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS, type Sport } from '../../shared/catalog';
import { MAX_COURT_FORMAT, MIN_COURT_FORMAT } from '../../shared/courts';
import { CONTROL_BASE, LABEL, controlTone } from './form/field-styles';

// The fields of one court (docs/decisions/029, 030): its name, the sports it hosts, its format
// (players a side, decision 067: what the grid and the search count free courts by) and, for a
// split pitch, the plain courts it is made of. Used by Add Turf's courts and by the owner's
// Courts section; the rules they mirror are shared/courts' and shared/court-changes'.

interface Choice {
  value: string;
  label: string;
}

function Checkboxes({
  legend,
  choices,
  chosen,
  onChange,
  hint,
}: {
  legend: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  hint?: string;
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      {hint ? <p className="-mt-1 mb-1.5 text-xs text-slate-600">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const on = chosen.includes(choice.value);
          return (
            <label
              key={choice.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
                on
                  ? 'border-emerald-600 bg-emerald-50 text-emerald-900'
                  : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              <input
                type="checkbox"
                className="size-4 accent-emerald-700"
                checked={on}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, choice.value]
                      : chosen.filter((value) => value !== choice.value),
                  )
                }
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface CourtFieldValues {
  name: string;
  sports: Sport[];
  /** The plain courts it is made of, as the caller identifies them (names or draft keys). */
  parts: string[];
  /** Players a side; null: none (badminton, or not stated). */
  format: number | null;
}

const FORMATS = Array.from(
  { length: MAX_COURT_FORMAT - MIN_COURT_FORMAT + 1 },
  (_, index) => MIN_COURT_FORMAT + index,
);

export function CourtFields({
  values,
  onChange,
  partChoices,
  nameLabel,
}: {
  values: CourtFieldValues;
  onChange: (values: CourtFieldValues) => void;
  /** Plain courts it could be made of; none: no "Made of" choice. */
  partChoices: readonly Choice[];
  nameLabel?: string;
}) {
  const { t } = useTranslation('venue-bookings');
  const nameId = useId();
  const formatId = useId();
  const formatHintId = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={nameId} className={LABEL}>
          {nameLabel ?? t('court.name')}
        </label>
        <input
          id={nameId}
          type="text"
          autoComplete="off"
          placeholder={t('court.namePlaceholder')}
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          className={`${CONTROL_BASE} ${controlTone(false)}`}
        />
      </div>
      <Checkboxes
        legend={t('court.sports')}
        choices={SPORTS.map((sport) => ({ value: sport, label: t(`sports.${sport}`) }))}
        chosen={values.sports}
        onChange={(sports) => onChange({ ...values, sports: sports as Sport[] })}
      />
      <div>
        <label htmlFor={formatId} className={LABEL}>
          {t('court.format')}
        </label>
        <p id={formatHintId} className="-mt-1 mb-1.5 text-xs text-slate-600">
          {t('court.formatHint')}
        </p>
        <select
          id={formatId}
          aria-describedby={formatHintId}
          value={values.format ?? ''}
          onChange={(event) =>
            onChange({
              ...values,
              format: event.target.value === '' ? null : Number(event.target.value),
            })
          }
          className={`${CONTROL_BASE} ${controlTone(false)}`}
        >
          <option value="">{t('court.formatNone')}</option>
          {FORMATS.map((players) => (
            <option key={players} value={players}>
              {t('court.formatOption', { players })}
            </option>
          ))}
        </select>
      </div>
      {partChoices.length >= 2 ? (
        <Checkboxes
          legend={t('court.madeOf')}
          hint={t('court.madeOfHint')}
          choices={partChoices}
          chosen={values.parts}
          onChange={(parts) => onChange({ ...values, parts })}
        />
      ) : null}
    </div>
  );
}
