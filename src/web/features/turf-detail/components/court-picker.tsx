import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../../shared/catalog';
import {
  sportsOfCourts,
  suitableCourts,
  type CourtChoice,
} from '../../../../shared/court-availability';
import type { Court } from '../../../../shared/courts';

/**
 * The sport and court a player books at a venue with several courts (docs/decisions/029): the
 * sport only where the courts host more than one, and "Any free court" unless they pick one.
 * Hidden for a listing with one court hosting one sport.
 */
export function CourtPicker({
  courts,
  choice,
  onChange,
}: {
  courts: readonly Court[];
  choice: CourtChoice;
  onChange: (choice: CourtChoice) => void;
}) {
  const { t } = useTranslation('turf-detail');
  const sportId = useId();
  const courtId = useId();
  const sports = sportsOfCourts(courts);
  if (courts.length < 2 && sports.length < 2) return null;
  const forSport = suitableCourts(courts, { sport: choice.sport, courtId: null });
  const field =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-200 focus:outline-none';
  return (
    <div className="flex flex-col gap-3 sm:flex-row" data-testid="court-picker">
      {sports.length > 1 ? (
        <div className="text-sm font-medium text-slate-700 sm:w-48">
          {/* A label of its own, so the select is named "Sport", not its chosen option too. */}
          <label htmlFor={sportId}>{t('court.sport')}</label>
          <select
            id={sportId}
            className={field}
            value={choice.sport ?? ''}
            onChange={(event) => {
              const sport = event.target.value as Sport;
              const stillHosts = suitableCourts(courts, { sport, courtId: choice.courtId });
              onChange({ sport, courtId: stillHosts.length > 0 ? choice.courtId : null });
            }}
          >
            {sports.map((sport) => (
              <option key={sport} value={sport}>
                {t(`sport.${sport}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {forSport.length > 1 ? (
        <div className="text-sm font-medium text-slate-700 sm:w-64">
          <label htmlFor={courtId}>{t('court.court')}</label>
          <select
            id={courtId}
            className={field}
            value={choice.courtId ?? ''}
            onChange={(event) => onChange({ ...choice, courtId: event.target.value || null })}
          >
            <option value="">{t('court.any')}</option>
            {forSport.map((court) => (
              <option key={court.id} value={court.id}>
                {court.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
