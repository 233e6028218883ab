import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';
import { useConfigQuery } from '../../lib/config-query';
import type { MapCanvasProps } from './map-canvas';
import {
  browserCanvasMaker,
  hasWebGl,
  mapUnavailableReason,
  type CanvasMaker,
  type MapUnavailable,
} from './map-support';

// The one way a screen shows a map (docs/decisions/067). MapLibre's code and CSS (about 1 MB)
// come in their own chunk, asked for only when a map is on screen, so no page's first load pays
// for it. Whatever stops the map (offline, no WebGL, the chunk or the style not loading), the
// screen gets `fallback` with the reason, and its list or form keeps working.

const MapCanvas = lazy(() => import('./map-canvas'));

export interface LazyMapProps extends Omit<MapCanvasProps, 'onFail' | 'styleUrl'> {
  /** What stands in for the map, told why (a list with a note; a form's fields alone). */
  fallback: (reason: MapUnavailable) => ReactNode;
  /** What frames the map (and its placeholder), never the fallback: a screen's map panel. */
  frame?: (map: ReactNode) => ReactNode;
  /** Where the WebGL check makes its canvas: the page's document unless a test gives one. */
  canvasMaker?: CanvasMaker | null;
}

class MapBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The map could not load:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Where the map will be, while its code and style load. */
export function MapPlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation('map');
  return (
    <div
      className={`flex h-full w-full items-center justify-center bg-slate-100 text-sm text-slate-600 ${className ?? ''}`}
    >
      {t('loading')}
    </div>
  );
}

const unframed = (map: ReactNode) => map;

export function LazyMap({
  fallback,
  frame = unframed,
  canvasMaker = browserCanvasMaker(),
  ...props
}: LazyMapProps) {
  const online = useOnline();
  // Asked once: making a WebGL context is not free, and the answer does not change.
  const [webgl] = useState(() => hasWebGl(canvasMaker));
  const [failed, setFailed] = useState(false);
  const config = useConfigQuery();
  const reason =
    mapUnavailableReason({ online, webgl, failed }) ?? (config.isError ? 'failed' : null);
  if (reason) return <>{fallback(reason)}</>;
  if (!config.data) return <>{frame(<MapPlaceholder className={props.className} />)}</>;
  return (
    <MapBoundary fallback={fallback('failed')}>
      {frame(
        <Suspense fallback={<MapPlaceholder className={props.className} />}>
          <MapCanvas
            {...props}
            styleUrl={config.data.map.styleUrl}
            onFail={() => setFailed(true)}
          />
        </Suspense>,
      )}
    </MapBoundary>
  );
}

/** The short note a screen shows where its map would be. */
export function MapUnavailableNote({ reason }: { reason: MapUnavailable }) {
  const { t } = useTranslation('map');
  return (
    <p
      role="note"
      className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      {t(`unavailable.${reason === 'no-webgl' ? 'noWebgl' : reason}`)}
    </p>
  );
}
