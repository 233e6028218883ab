import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-node-flags';

describe("the app's Node flags", () => {
  it('are the ones npm run serve starts the compiled app with', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`);
    expect(scripts.start).toContain('npm run serve');
  });
});
