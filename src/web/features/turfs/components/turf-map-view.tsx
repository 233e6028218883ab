import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap, MapUnavailableNote } from '../../../components/map/lazy-map';
import { markersOf, turfsWithoutPoint } from '../../../components/map/map-markers';
import { TurfCard } from '../../../components/turf-card';
import type { ListedTurf } from '../api/turf-search';
import { FreeSlotButtons } from './free-slot-buttons';

interface TurfMapViewProps {
  /** The page of turfs the list shows, with the same filters and search. */
  turfs: ListedTurf[];
  slotSearch: boolean;
  /** The list as it is today: what a browser without a map gets, under a short note. */
  list: ReactNode;
  onBackToList: () => void;
}

/** Phones (below Tailwind's md): the map has the screen, so the page under it must not scroll. */
function PhonePageStill() {
  useEffect(() => {
    if (!window.matchMedia('(max-width: 767px)').matches) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
  return null;
}

const backClass =
  'inline-flex items-center gap-1 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-emerald-800 shadow ring-1 ring-slate-200 hover:bg-emerald-50';

/**
 * The list's "Map" view (docs/decisions/067): a marker per turf with a point, fitted into view;
 * tapping one shows its card over the map. On a phone the map takes the screen, with the way back
 * to the list at its top. The list stays the keyboard path; the markers are buttons too.
 */
export function TurfMapView({ turfs, slotSearch, list, onBackToList }: TurfMapViewProps) {
  const { t } = useTranslation('map');
  const { t: tTurfs } = useTranslation('turfs');
  const markers = useMemo(() => markersOf(turfs), [turfs]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = turfs.find((turf) => turf._id === selectedId) ?? null;
  const missing = turfsWithoutPoint(turfs);

  const frame = (map: ReactNode) => (
    <div
      data-testid="turf-map"
      className="fixed inset-0 z-40 flex flex-col bg-white md:static md:z-auto md:h-[70vh] md:min-h-[420px] md:overflow-hidden md:rounded-2xl md:ring-1 md:ring-slate-200"
    >
      <PhonePageStill />
      <div className="flex items-center gap-3 border-b border-slate-200 p-2 md:hidden">
        <button type="button" onClick={onBackToList} className={backClass}>
          <span aria-hidden="true">←</span> {tTurfs('view.backToList')}
        </button>
      </div>
      {missing > 0 ? (
        <p className="border-b border-slate-200 px-3 py-2 text-xs text-slate-600">
          {t('withoutPoint', { count: missing })}
        </p>
      ) : null}
      <div className="relative min-h-0 flex-1">
        {map}
        {selected ? (
          <div className="absolute inset-x-2 bottom-2 z-10 md:inset-x-auto md:bottom-4 md:left-4 md:w-80">
            <button
              type="button"
              onClick={() => setSelectedId(null)}
              className="absolute -top-3 -right-2 z-20 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 shadow ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('closeCard')}
            </button>
            <TurfCard
              turf={selected}
              footer={
                slotSearch ? (
                  <FreeSlotButtons turf={selected} slots={selected.freeSlots ?? []} />
                ) : null
              }
            />
          </div>
        ) : null}
      </div>
    </div>
  );

  return (
    <LazyMap
      label={t('listMap')}
      markers={markers}
      selectedId={selectedId}
      onMarkerTap={setSelectedId}
      frame={frame}
      fallback={(reason) => (
        <>
          <MapUnavailableNote reason={reason} />
          {list}
        </>
      )}
    />
  );
}

/** The view while the map's words load: its frame's size, so nothing jumps. */
export function TurfMapViewLoading() {
  return <div className="h-[70vh] min-h-[420px] rounded-2xl bg-slate-100" />;
}

/** The map view behind its own Suspense: its words load with it, not with the page. */
export function TurfMapPanel(props: TurfMapViewProps) {
  return (
    <Suspense fallback={<TurfMapViewLoading />}>
      <TurfMapView {...props} />
    </Suspense>
  );
}
