import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS, isLocation } from '../../../../shared/catalog';
import { AMENITIES, type Amenity } from '../../../../shared/amenities';
import { roundedPoint, type NearChoice } from '../search-params';

// "Near me" and "Distance from" (docs/decisions/067): the browser's location is asked only when
// the player taps the button; a refusal is explained in words, with an area offered instead.

type Problem = 'denied' | 'unavailable' | null;

interface NearControlsProps {
  near: NearChoice | null;
  amenities: Amenity[];
  onNear: (near: NearChoice | null) => void;
  onAmenities: (amenities: Amenity[]) => void;
}

export function NearControls({ near, amenities, onNear, onAmenities }: NearControlsProps) {
  const { t } = useTranslation('turfs');
  const { t: common } = useTranslation('common');
  const areaId = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  function locate() {
    if (!('geolocation' in navigator)) return setProblem('unavailable');
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onNear({
          kind: 'me',
          point: roundedPoint({ lat: coords.latitude, lng: coords.longitude }),
        });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }

  const toggle = (amenity: Amenity) =>
    onAmenities(
      amenities.includes(amenity)
        ? amenities.filter((chosen) => chosen !== amenity)
        : AMENITIES.filter((one) => one === amenity || amenities.includes(one)),
    );

  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          aria-pressed={near?.kind === 'me'}
          className={`inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold shadow-sm ${
            near?.kind === 'me'
              ? 'border-emerald-700 bg-emerald-700 text-white'
              : 'border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50'
          }`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="3" />
            <path d="M12 2v3m0 14v3M2 12h3m14 0h3" strokeLinecap="round" />
          </svg>
          {locating ? t('near.locating') : t('near.me')}
        </button>
        <label htmlFor={areaId} className="text-sm font-medium text-slate-600">
          {t('near.from')}
        </label>
        <select
          id={areaId}
          value={near?.kind === 'area' ? near.area : ''}
          onChange={(event) => {
            const area = event.target.value;
            onNear(isLocation(area) ? { kind: 'area', area } : null);
          }}
          className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm"
        >
          <option value="">{near?.kind === 'me' ? t('near.fromMe') : t('near.anywhere')}</option>
          {LOCATIONS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </select>
        {near ? (
          <button
            type="button"
            onClick={() => onNear(null)}
            className="text-sm font-semibold text-emerald-700 hover:underline"
          >
            {t('near.clear')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t(`near.${problem}`)}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('amenityFilter')}</legend>
        <span aria-hidden="true" className="text-sm font-medium text-slate-600">
          {t('amenityFilter')}
        </span>
        {AMENITIES.map((amenity) => (
          <button
            key={amenity}
            type="button"
            aria-pressed={amenities.includes(amenity)}
            onClick={() => toggle(amenity)}
            className={`rounded-full border px-3 py-1 text-sm ${
              amenities.includes(amenity)
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-emerald-600'
            }`}
          >
            {common(`amenities.${amenity}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
