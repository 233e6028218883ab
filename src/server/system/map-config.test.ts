import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

// The map's style reaches the browser through the runtime settings, and the content policy lets
// the browser fetch it and its tiles, nothing more (docs/decisions/067).

const t = useTestApp({
  MAP_STYLE_URL: 'https://maps.example.org/styles/turfbook.json',
  MAP_TILE_ORIGINS: 'https://tiles.example.org',
});

describe('the map settings', () => {
  it('tells the browser the configured style and lets it fetch the style and its tiles', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(answer.json().map).toEqual({
      styleUrl: 'https://maps.example.org/styles/turfbook.json',
    });
    const policy = String(answer.headers['content-security-policy']);
    const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe(
      "connect-src 'self' https://maps.example.org https://tiles.example.org",
    );
  });
});
