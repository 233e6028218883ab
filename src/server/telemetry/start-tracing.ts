import { tracingSettings } from '../config-tracing';
import { startTracing } from './tracer';

// The process's first module: `node --import <this> main` (npm run serve). Instrumentation
// patches fastify, pg and node:http as they are loaded, so it must be in place before main.ts
// imports them; inside main's own bundle it would come after them (docs/decisions/071). Without
// an OTLP endpoint it loads nothing and the process runs as if it were not here.

const settings = tracingSettings(process.env);
if (settings) await startTracing(settings);
