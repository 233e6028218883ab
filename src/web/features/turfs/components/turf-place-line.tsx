import { useTranslation } from 'react-i18next';
import { AmenityList } from '../../../components/amenity-list';
import type { ListedTurf } from '../api/turf-search';

/** How far the turf is (asked near a point) and what it has, under a card (docs/decisions/067). */
export function TurfPlaceLine({ turf }: { turf: ListedTurf }) {
  const { t } = useTranslation('common');
  if (turf.distanceKm === undefined && turf.amenities.length === 0) return null;
  return (
    <div className="space-y-2 px-4 pb-3">
      {turf.distanceKm !== undefined ? (
        <p data-testid="distance" className="text-sm font-semibold text-slate-800">
          {t('distanceKm', { km: turf.distanceKm.toFixed(1) })}
        </p>
      ) : null}
      <AmenityList amenities={turf.amenities} compact />
    </div>
  );
}
