import { Suspense, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap, MapUnavailableNote } from './lazy-map';
import type { GeoPoint, MapMarker } from './map-markers';

// A listing's one point on a small map (docs/decisions/067): the owner places it by tapping or
// dragging (PointPicker); the admin sees it when approving (PointView). Without a map, the
// owner's number fields stay the way to give it, and the admin reads the numbers.

const NO_MARKERS: readonly MapMarker[] = [];

const smallFrame = (map: ReactNode) => (
  <div className="h-64 overflow-hidden rounded-lg ring-1 ring-slate-200">{map}</div>
);

// Not `lng`: i18next reads that option as the language.
const pointText = (point: GeoPoint) => ({
  latitude: point.lat.toFixed(6),
  longitude: point.lng.toFixed(6),
});

function PickerBody({
  point,
  onPick,
}: {
  point: GeoPoint | null;
  onPick: (point: GeoPoint) => void;
}) {
  const { t } = useTranslation('map');
  const hintId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-700">{t('picker.legend')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('picker.hint')}
      </p>
      <LazyMap
        label={t('picker.label')}
        markers={NO_MARKERS}
        picker={{ point, onPick }}
        frame={smallFrame}
        fallback={(reason) => <MapUnavailableNote reason={reason} />}
      />
      <p aria-live="polite" className="text-sm text-slate-700">
        {point ? t('picker.placed', pointText(point)) : t('picker.none')}
      </p>
    </fieldset>
  );
}

/** The owner's form: a tap places the listing's point, a drag moves it. */
export function PointPicker(props: { point: GeoPoint | null; onPick: (point: GeoPoint) => void }) {
  return (
    <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" />}>
      <PickerBody {...props} />
    </Suspense>
  );
}

function ViewBody({ point, name, price }: { point: GeoPoint | null; name: string; price: number }) {
  const { t } = useTranslation('map');
  const markers = useMemo<MapMarker[]>(
    () => (point ? [{ id: 'listing', point, name, price }] : []),
    [point, name, price],
  );
  return (
    <section className="space-y-2">
      <h2 className="text-sm font-medium text-slate-500">{t('admin.heading')}</h2>
      {point ? (
        <PlacedPoint point={point} markers={markers} />
      ) : (
        <p className="text-sm text-slate-500">{t('admin.none')}</p>
      )}
    </section>
  );
}

function PlacedPoint({ point, markers }: { point: GeoPoint; markers: readonly MapMarker[] }) {
  const { t } = useTranslation('map');
  return (
    <>
      <LazyMap
        label={t('admin.label')}
        markers={markers}
        frame={smallFrame}
        fallback={(reason) => <MapUnavailableNote reason={reason} />}
      />
      <p className="text-sm text-slate-700">{t('picker.placed', pointText(point))}</p>
    </>
  );
}

/** The admin's approval view: where the listing says it is. */
export function PointView(props: { point: GeoPoint | null; name: string; price: number }) {
  return (
    <Suspense fallback={<div className="h-64 rounded-lg bg-slate-100" />}>
      <ViewBody {...props} />
    </Suspense>
  );
}
