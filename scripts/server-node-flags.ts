// How the app's process runs (`npm run serve`, and the bench's app, so the bench measures the app
// as it is started). server-node-flags.test.ts holds package.json to them.

/**
 * Source maps: a stack trace of the compiled server names the .ts file and line (docs/decisions/
 * 070). V8's own young generation: decision 049's 2 × 32 MB semi-spaces went with decision 073,
 * since the open-loop row of Mumbai's evening showed no target they buy.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'] as const;

/** The compiled server (scripts/build/build-server.ts): plain JavaScript, no TypeScript compiler. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Tracing's preload, compiled beside the server: it must run before main's imports so that
 * fastify, pg and node:http are patched as they load (docs/decisions/071).
 */
export const SERVER_PRELOAD = './dist/server/telemetry/start-tracing.js';
