import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { configQueryOptions } from '../../lib/config-query';
import { LazyMap, MapUnavailableNote } from './lazy-map';
import { hasWebGl, mapUnavailableReason, type CanvasMaker } from './map-support';

// Without WebGL, offline, or when the map fails to start, a screen keeps its list with a short
// note, and MapLibre's code is never asked for (docs/decisions/067).

const canvasWith = (contexts: Record<string, unknown>): CanvasMaker => ({
  createElement: () => ({ getContext: (kind: string) => contexts[kind] ?? null }),
});
const noWebGl = canvasWith({});
const webGl2 = canvasWith({ webgl2: {} });

describe('whether a map can be drawn', () => {
  it('needs WebGL 2 or 1, a connection, and a map that started', () => {
    expect(hasWebGl(webGl2)).toBe(true);
    expect(hasWebGl(canvasWith({ webgl: {} }))).toBe(true);
    expect(hasWebGl(noWebGl)).toBe(false);
    expect(hasWebGl(null)).toBe(false);
    const throwing: CanvasMaker = {
      createElement: () => ({
        getContext: () => {
          throw new Error('blocked');
        },
      }),
    };
    expect(hasWebGl(throwing)).toBe(false);

    expect(mapUnavailableReason({ online: true, webgl: true, failed: false })).toBeNull();
    expect(mapUnavailableReason({ online: false, webgl: true, failed: false })).toBe('offline');
    expect(mapUnavailableReason({ online: true, webgl: false, failed: false })).toBe('no-webgl');
    expect(mapUnavailableReason({ online: true, webgl: true, failed: true })).toBe('failed');
  });
});

function render(node: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(configQueryOptions.queryKey, {
    map: { styleUrl: 'http://map-stand-in.localhost/style.json' },
  } as never);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('LazyMap', () => {
  const fallback = (reason: string) => (
    <>
      <MapUnavailableNote reason={reason as 'no-webgl'} />
      <ul data-testid="the-list">
        <li>Bandstand Kickoff Turf</li>
      </ul>
    </>
  );

  it('shows the list under a note when the browser has no WebGL', () => {
    const html = render(
      <LazyMap
        label="Map of the turfs listed"
        markers={[]}
        canvasMaker={noWebGl}
        fallback={fallback}
      />,
    );
    expect(html).toContain('Bandstand Kickoff Turf');
    expect(html).toContain('role="note"');
    expect(html).toContain('This browser can&#x27;t draw maps.');
  });

  it('with WebGL, frames the map (loading) and shows no list', () => {
    const html = render(
      <LazyMap
        label="Map of the turfs listed"
        markers={[]}
        canvasMaker={webGl2}
        fallback={fallback}
        frame={(map) => <section data-testid="frame">{map}</section>}
      />,
    );
    expect(html).toContain('data-testid="frame"');
    expect(html).toContain('Loading the map…');
    expect(html).not.toContain('Bandstand Kickoff Turf');
  });
});
