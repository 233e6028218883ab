// How the app's process runs (`npm run serve`, and the bench's app, so the bench measures the app
// as it is started). server-node-flags.test.ts holds package.json to them.

/**
 * A young generation of 2 × 32 MB instead of V8's 2 × 16 MB: with twenty slot searches in flight,
 * their half-done work outlived the smaller one's collections and was copied, promoted and then
 * swept from the old generation; the app's CPU a paged search fell from about 6 to 2 ms
 * (docs/decisions/049). Source maps: a stack trace of the compiled server names the .ts file and
 * line (docs/decisions/070).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--enable-source-maps'] as const;

/** The compiled server (scripts/build/build-server.ts): plain JavaScript, no TypeScript compiler. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Tracing's preload, compiled beside the server: it must run before main's imports so that
 * fastify, pg and node:http are patched as they load (docs/decisions/071).
 */
export const SERVER_PRELOAD = './dist/server/telemetry/start-tracing.js';
