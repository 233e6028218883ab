import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarCourt } from '../../../../shared/api/owner-calendar-contract';

/** Where a block or a rain-out applies: the court picked on, or every court of the venue. */
export type CourtScope = 'court' | 'venue';

interface CourtScopeFieldProps {
  /** The court the range was picked on. */
  court: CalendarCourt;
  scope: CourtScope;
  onChange: (scope: CourtScope) => void;
  disabled?: boolean;
  /** 'Block on', 'Rain-out on'. */
  legend: string;
}

/** Two radio buttons: this court only (the default), or every court (docs/decisions/031). */
export function CourtScopeField({
  court,
  scope,
  onChange,
  disabled,
  legend,
}: CourtScopeFieldProps) {
  const { t } = useTranslation('owner-calendar');
  const name = useId();
  const option = (value: CourtScope, label: string) => (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={scope === value}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-4 accent-emerald-700"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {option('court', t('scope.courtOnly', { court: court.name }))}
      {option('venue', t('everyCourt'))}
    </fieldset>
  );
}

/** The court a change names for the server: the picked court, or none for the whole venue. */
export function scopedCourtId(court: CalendarCourt | null, scope: CourtScope): string | null {
  return court && scope === 'court' ? court._id : null;
}
