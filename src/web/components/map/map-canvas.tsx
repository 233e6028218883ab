import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type LngLatLike,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupeeAmount } from '../../utils/money';
import { roundedPoint, viewOf, type GeoPoint, type MapMarker } from './map-markers';

// MapLibre GL itself, in a chunk of its own that only a shown map loads (lazy-map.tsx,
// docs/decisions/067). Its worker is a file of our build, served from our origin, so the content
// policy needs no blob: worker.
setWorkerUrl(workerUrl);

export interface MapCanvasProps {
  styleUrl: string;
  /** The map's accessible name ("Map of the turfs listed"). */
  label: string;
  markers: readonly MapMarker[];
  /** The marker a tap chose: drawn apart from the others. */
  selectedId?: string | null;
  onMarkerTap?: (id: string) => void;
  /** The owner's form: a tap on the map or a drag of its marker places this one point. */
  picker?: { point: GeoPoint | null; onPick: (point: GeoPoint) => void };
  /** The map could not start (no WebGL context, the style unreachable): show the list instead. */
  onFail: () => void;
  className?: string;
}

const MARKER_CLASS =
  'rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white shadow ring-2 ring-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400';
const SELECTED_CLASS = 'bg-amber-500 text-slate-950 z-10';

const lngLatOf = (point: GeoPoint): LngLatLike => [point.lng, point.lat];

/** MapLibre's own words (its controls' titles), from our catalogues. */
function useMapLocale(label: string) {
  const { t } = useTranslation('map');
  return {
    'AttributionControl.ToggleAttribution': t('controls.attribution'),
    'AttributionControl.MapFeedback': t('controls.feedback'),
    // The canvas is the map's region, named for what it shows.
    'Map.Title': label,
    'Marker.Title': t('controls.marker'),
    'NavigationControl.ZoomIn': t('controls.zoomIn'),
    'NavigationControl.ZoomOut': t('controls.zoomOut'),
    'NavigationControl.ResetBearing': t('controls.resetNorth'),
  };
}

export default function MapCanvas(props: MapCanvasProps) {
  const { styleUrl, label, markers, selectedId, onMarkerTap, picker, onFail, className } = props;
  const { t } = useTranslation('map');
  const locale = useMapLocale(label);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // The latest callbacks, read by listeners made once with the map.
  const latest = useRef({ onMarkerTap, onFail, onPick: picker?.onPick });
  useLayoutEffect(() => {
    latest.current = { onMarkerTap, onFail, onPick: picker?.onPick };
  });

  // One map per style; it ends with the component.
  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    let loaded = false;
    try {
      const initial = viewOf([]);
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl,
        center: initial.kind === 'centre' ? lngLatOf(initial.centre) : undefined,
        zoom: initial.kind === 'centre' ? initial.zoom : undefined,
        attributionControl: { compact: true },
        locale,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
    } catch (error) {
      // No WebGL context after all (a blocked GPU, too many maps): the list stands in.
      console.warn('The map could not start:', error);
      latest.current.onFail();
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      loaded = true;
    });
    map.on('error', (event) => {
      // Before the style loads, an error means no map at all; after, a tile that failed (a
      // dropped connection) leaves a gap while the markers and the list still work.
      if (!loaded) {
        console.warn('The map style could not load:', event.error?.message);
        latest.current.onFail();
      }
    });
    map.on('click', (event) => {
      latest.current.onPick?.(roundedPoint({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    });
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // The locale's words are read once: a language switch re-renders the markers, not the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // The list's markers, as buttons named by their turf and price; the view fits them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const drawn = markers.map((marker) => {
      const button = document.createElement('button');
      button.type = 'button';
      const price = formatRupeeAmount(marker.price);
      button.textContent = price;
      button.setAttribute('aria-label', t('marker', { name: marker.name, price }));
      button.setAttribute('aria-pressed', String(marker.id === selectedId));
      button.className = `${MARKER_CLASS} ${marker.id === selectedId ? SELECTED_CLASS : ''}`;
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        latest.current.onMarkerTap?.(marker.id);
      });
      return new Marker({ element: button, anchor: 'bottom' })
        .setLngLat(lngLatOf(marker.point))
        .addTo(map);
    });
    return () => drawn.forEach((marker) => marker.remove());
  }, [markers, selectedId, t]);

  // Fit the view when the set of points changes (not when one is chosen).
  const pointsKey = markers.map((marker) => `${marker.point.lat},${marker.point.lng}`).join(';');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || picker) return;
    const view = viewOf(markers.map((marker) => marker.point));
    if (view.kind === 'fit')
      map.fitBounds(view.bounds, { padding: 48, maxZoom: 15, animate: false });
    else map.jumpTo({ center: lngLatOf(view.centre), zoom: view.zoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pointsKey]);

  // The owner's point: a marker to drag, or none until the first tap.
  const pickedKey = picker?.point ? `${picker.point.lat},${picker.point.lng}` : null;
  useEffect(() => {
    const map = mapRef.current;
    const point = picker?.point;
    if (!map || !point) return;
    const pin = document.createElement('button');
    pin.type = 'button';
    pin.setAttribute('aria-label', t('picker.pin'));
    pin.className =
      'size-6 rounded-full border-4 border-white bg-emerald-700 shadow-lg focus-visible:outline-3 focus-visible:outline-amber-400';
    const marker = new Marker({ element: pin, draggable: true })
      .setLngLat(lngLatOf(point))
      .addTo(map);
    marker.on('dragend', () => {
      const { lat, lng } = marker.getLngLat();
      latest.current.onPick?.(roundedPoint({ lat, lng }));
    });
    if (!map.getBounds().contains(lngLatOf(point)))
      map.jumpTo({ center: lngLatOf(point), zoom: Math.max(map.getZoom(), 14) });
    return () => {
      marker.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedKey, t]);

  return (
    <div ref={container} className={`relative h-full w-full overflow-hidden ${className ?? ''}`} />
  );
}
