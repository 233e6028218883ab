import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_PRELOAD } from './server-node-flags';

describe("the app's Node flags", () => {
  it('are the ones npm run serve starts the compiled app with', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<
      string,
      string
    >;
    // The tracing preload comes before main's imports (docs/decisions/071).
    expect(scripts.serve).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} --import ${SERVER_PRELOAD} ${SERVER_ENTRY}`,
    );
    expect(scripts.start).toContain('npm run serve');
  });
});
