import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENITIES, HOUSE_RULES } from '../../../../shared/amenities';
import { pointFromMapsLink } from '../../../../shared/geo';
import { PointPicker } from '../../../components/map/point-on-map';
import { typedPoint } from '../place-draft';
import type { PlaceDraft } from '../place-draft';

// Where the turf is and what it has (docs/decisions/067). The point: placed on a small map (a tap
// places it, a drag moves it) or typed in two number fields, filled for the owner from the maps
// link's coordinates when it has them; both write the same draft through onChange.

interface PlaceFieldsProps {
  draft: PlaceDraft;
  onChange: (draft: PlaceDraft) => void;
  mapsLink: string;
}

function toggled<T extends string>(all: readonly T[], chosen: readonly T[], value: T): T[] {
  return chosen.includes(value)
    ? chosen.filter((one) => one !== value)
    : all.filter((one) => one === value || chosen.includes(one));
}

export function PlaceFields({ draft, onChange, mapsLink }: PlaceFieldsProps) {
  const { t } = useTranslation('add-turf');
  const { t: common } = useTranslation('common');
  const latId = useId();
  const lngId = useId();
  const linked = pointFromMapsLink(mapsLink);
  const typed = draft.lat.trim() !== '' || draft.lng.trim() !== '';
  const shown = typed
    ? draft
    : linked
      ? { lat: String(linked.lat), lng: String(linked.lng) }
      : draft;
  const box = 'rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm';
  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">{t('place.point')}</legend>
        <p className="text-sm text-slate-600">
          {linked && !typed ? t('place.fromLink') : t('place.hint')}
        </p>
        <PointPicker
          point={typedPoint(draft) ?? (typed ? null : linked)}
          onPick={(point) =>
            onChange({ ...draft, lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) })
          }
        />
        <div className="flex flex-wrap gap-4">
          <label htmlFor={latId} className="flex flex-col text-sm font-medium text-slate-700">
            {t('place.lat')}
            <input
              id={latId}
              type="number"
              step="any"
              inputMode="decimal"
              value={shown.lat}
              onChange={(event) => onChange({ ...draft, lat: event.target.value, lng: shown.lng })}
              className={box}
            />
          </label>
          <label htmlFor={lngId} className="flex flex-col text-sm font-medium text-slate-700">
            {t('place.lng')}
            <input
              id={lngId}
              type="number"
              step="any"
              inputMode="decimal"
              value={shown.lng}
              onChange={(event) => onChange({ ...draft, lat: shown.lat, lng: event.target.value })}
              className={box}
            />
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('place.amenities')}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={draft.amenities.includes(amenity)}
                onChange={() =>
                  onChange({ ...draft, amenities: toggled(AMENITIES, draft.amenities, amenity) })
                }
              />
              {common(`amenities.${amenity}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('place.houseRules')}</legend>
        <div className="mt-2 space-y-2">
          {HOUSE_RULES.map((rule) => (
            <label key={rule} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={draft.houseRules.includes(rule)}
                onChange={() =>
                  onChange({ ...draft, houseRules: toggled(HOUSE_RULES, draft.houseRules, rule) })
                }
              />
              {common(`houseRules.${rule}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
