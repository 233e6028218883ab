import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/build/precompress';
import { buildApp, type App } from '../app';
import { useTestApp } from '../testing/test-app';
import { IMMUTABLE, REVALIDATE } from './web-client';

// The installable app's files as the build lays them out (scripts/build/installable-app.ts):
// the manifest and the service worker at the root, the icons under icons/ (docs/decisions/060).
const MANIFEST = JSON.stringify({
  name: 'TurfBook',
  short_name: 'TurfBook',
  display: 'standalone',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  description: 'Find and book turfs. '.repeat(40),
});
const WORKER = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(80)}`;

const webRoot = mkdtempSync(join(tmpdir(), 'turf-web-app-'));
mkdirSync(join(webRoot, 'assets'));
mkdirSync(join(webRoot, 'icons'));
writeFileSync(join(webRoot, 'index.html'), '<html><head><title>TurfBook</title></head></html>');
writeFileSync(join(webRoot, 'manifest.webmanifest'), MANIFEST);
writeFileSync(join(webRoot, 'sw.js'), WORKER);
writeFileSync(join(webRoot, 'assets', 'index-AbC123.js'), 'export {};\n');
writeFileSync(join(webRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
await precompressDir(webRoot);

const t = useTestApp();
let site: App | undefined;
beforeEach(async () => {
  site ??= await buildApp(t.context, { webRoot });
});
afterAll(() => site?.close());

describe('the installable app', () => {
  it('serves the manifest as a web app manifest, checked on every visit', async () => {
    const answer = await site!.inject({ url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.json()).toMatchObject({ name: 'TurfBook', display: 'standalone' });
  });

  it('serves the manifest compressed with the same type and headers', async () => {
    const answer = await site!.inject({
      url: '/manifest.webmanifest',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves the service worker as a script, checked on every visit, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const answer = await site!.inject({
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
    }
  });

  it('keeps hashed scripts immutable and serves the icons as PNG', async () => {
    const script = await site!.inject({ url: '/assets/index-AbC123.js' });
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    const icon = await site!.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
