import { startMapStandIn } from './map-style-stand-in';

// Runs the map's stand-in tile host on MAP_STAND_IN_PORT, beside the journeys' app
// (playwright.config.ts, docs/decisions/067).

const port = Number(process.env.MAP_STAND_IN_PORT ?? 8124);
const server = await startMapStandIn(port);
console.info(`Map stand-in listening on http://127.0.0.1:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
