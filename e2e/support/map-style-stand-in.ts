import { createServer, type Server } from 'node:http';

// A stand-in for the map's tile host (docs/decisions/067): the journeys run without a network,
// so playwright.config.ts starts this server beside the app and points MAP_STYLE_URL at it. It
// answers the style as the tile host would: a plain background and Mumbai's western suburbs as
// one GeoJSON shape, no tiles, glyphs or sprites to fetch. Production's style is OpenFreeMap's.
// A server rather than the browser's request interception: every journey's screens may show a
// map (the owner's form, the admin's review), and intercepting would cost every request a detour.

/** The style's address on the stand-in listening on `port`. */
export const mapStandInStyleUrl = (port: number) => `http://127.0.0.1:${port}/styles/turfbook.json`;

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

/** Serves the style at /styles/turfbook.json (and 404 elsewhere) on `port`. */
export function startMapStandIn(port: number): Promise<Server> {
  const body = JSON.stringify(MAP_STAND_IN_STYLE);
  const server = createServer((request, response) => {
    const found = request.url?.split('?')[0] === '/styles/turfbook.json';
    response.writeHead(found ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(found ? body : '{}');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
