import type { BrowserContext } from '@playwright/test';

// A stand-in for the map's tile host (docs/decisions/067): the journeys run without a network,
// so the app is configured (playwright.config.ts) with a style at an address no server has, and
// every journey's browser answers it here: a plain background and Mumbai's western suburbs as one
// GeoJSON shape, no tiles, glyphs or sprites to fetch. Production's style is OpenFreeMap's.

export const MAP_STAND_IN_ORIGIN = 'http://map-stand-in.localhost';
export const MAP_STAND_IN_STYLE_URL = `${MAP_STAND_IN_ORIGIN}/styles/turfbook.json`;

/** Roughly the coast from Bandra to Vasai, and the land east of it (longitude, latitude). */
const SUBURBS: [number, number][] = [
  [72.82, 19.04],
  [72.8, 19.15],
  [72.79, 19.25],
  [72.8, 19.45],
  [72.95, 19.45],
  [72.95, 19.04],
  [72.82, 19.04],
];

export const MAP_STAND_IN_STYLE = {
  version: 8,
  name: 'TurfBook journeys stand-in',
  sources: {
    land: {
      type: 'geojson',
      attribution: 'Stand-in map',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [SUBURBS] },
      },
    },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#bfdbfe' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f1f5f9' } },
  ],
};

/** Answers the stand-in's address in this browser context, as the tile host would. */
export async function serveMapStandIn(context: BrowserContext): Promise<void> {
  await context.route(`${MAP_STAND_IN_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(MAP_STAND_IN_STYLE),
    }),
  );
}
