// Whether this browser can draw a map now (docs/decisions/067): MapLibre needs WebGL, and its
// style and tiles come from the network. Without either, the screens keep their lists.

/** Why no map is shown: no connection, no WebGL, or the map failed to start (style, chunk). */
export type MapUnavailable = 'offline' | 'no-webgl' | 'failed';

/** The little of a document the check reads, so a test can give one without WebGL. */
export interface CanvasMaker {
  createElement(tag: 'canvas'): { getContext(kind: string): unknown };
}

/** MapLibre 6 draws with WebGL 2, or WebGL 1 where 2 is missing. */
export function hasWebGl(maker: CanvasMaker | null): boolean {
  if (!maker) return false;
  try {
    const canvas = maker.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** Why a map cannot be shown now, or null when it can. */
export function mapUnavailableReason(state: {
  online: boolean;
  webgl: boolean;
  failed: boolean;
}): MapUnavailable | null {
  if (!state.online) return 'offline';
  if (!state.webgl) return 'no-webgl';
  return state.failed ? 'failed' : null;
}

/** The page's document, or null outside a browser (server rendering, tests). */
export function browserCanvasMaker(): CanvasMaker | null {
  return typeof document === 'undefined' ? null : document;
}
