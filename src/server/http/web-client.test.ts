import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/build/precompress';
import { writeStamp } from '../../../scripts/build/build-stamp';
import { IMMUTABLE, REVALIDATE, SHORT_LIVED, installWebClient, routePattern } from './web-client';

// A tiny build, laid out as Vite's: index.html, hashed files under assets/, public files beside.
const SCRIPT = `console.log(${JSON.stringify('TurfBook '.repeat(400))});\n`;
const INDEX = `<!doctype html><html><head><title>TurfBook</title></head><body>${'<!-- page -->'.repeat(80)}<div id="root"></div></body></html>`;

// The build's copies of index.html that also name a route's screen (scripts/build/landing-pages.ts).
const DETAIL_PAGE = INDEX.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/detail.js"></head>',
);
const HOME_PAGE = INDEX.replace(
  '</head>',
  '<link rel="preload" as="image" href="/slide.svg"></head>',
);

// A page whose first view has words, in each language (decision 082).
const LIST_PAGE = Object.fromEntries(
  (['en', 'hi', 'mr'] as const).map((language) => [
    language,
    INDEX.replace('<html>', `<html lang="${language}">`),
  ]),
);

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'turf-web-dist-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'images'));
  writeFileSync(join(root, 'index.html'), INDEX);
  mkdirSync(join(root, 'landing'));
  writeFileSync(join(root, 'landing', 'turfs-id.html'), DETAIL_PAGE);
  writeFileSync(join(root, 'landing', 'home.html'), HOME_PAGE);
  writeFileSync(join(root, 'landing', 'sports.html'), LIST_PAGE.en!);
  writeFileSync(join(root, 'landing', 'sports.hi.html'), LIST_PAGE.hi!);
  writeFileSync(join(root, 'landing', 'sports.mr.html'), LIST_PAGE.mr!);
  writeFileSync(
    join(root, 'landing', 'pages.json'),
    JSON.stringify([
      { path: '/', html: 'landing/home.html' },
      { path: '/turfs/:id', html: 'landing/turfs-id.html' },
      { path: '/gone', html: 'landing/gone.html' },
      {
        path: '/sports',
        html: 'landing/sports.html',
        languages: { hi: 'landing/sports.hi.html', mr: 'landing/sports.mr.html' },
      },
    ]),
  );
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'tiny-Zz9.js'), 'export {};\n');
  writeFileSync(
    join(root, 'images', 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
  );
  await precompressDir(root);
  writeStamp(root, 'abc');
  app = Fastify();
  await app.register(cookie);
  await installWebClient(app, root);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built web client', () => {
  it('sends a hashed script brotli-compressed, cached for a year as immutable', async () => {
    const answer = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends a file too small to compress as it is', async () => {
    const answer = await app.inject({
      url: '/assets/tiny-Zz9.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('export {};\n');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a client route with index.html, compressed and revalidated on every visit', async () => {
    for (const url of ['/turfs', '/turfs/123/booking', '/login?next=%2F', '/gone']) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(INDEX);
    }
    const direct = await app.inject({ url: '/index.html' });
    expect(direct.body).toBe(INDEX);
    expect(direct.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers a route the build made a page for with that page', async () => {
    for (const [url, page] of [
      ['/', HOME_PAGE],
      ['/turfs/123', DETAIL_PAGE],
      ['/turfs/123/', DETAIL_PAGE],
      ['/turfs/123?from=list', DETAIL_PAGE],
    ] as const) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(page);
    }
    const plain = await app.inject({ url: '/turfs/123', headers: { 'accept-encoding': '' } });
    expect(plain.body).toBe(DETAIL_PAGE);
  });

  it("answers a page whose first view has words in the device's language (decision 082)", async () => {
    for (const [headers, language] of [
      [{}, 'en'],
      [{ 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' }, 'mr'],
      [{ 'accept-language': 'fr, hi;q=0.5' }, 'hi'],
      [{ 'accept-language': 'fr' }, 'en'],
      // The device's own choice (its cookie) wins over the browser's languages.
      [{ 'accept-language': 'mr-IN', cookie: 'turfbook.language=hi' }, 'hi'],
      [{ 'accept-language': 'hi', cookie: 'turfbook.language=en' }, 'en'],
      // A cookie naming no language of ours is not a choice.
      [{ 'accept-language': 'mr', cookie: 'turfbook.language=fr' }, 'mr'],
    ] as const) {
      const answer = await app.inject({
        url: '/sports',
        headers: { ...headers, 'accept-encoding': 'br' },
      });
      const said = JSON.stringify(headers);
      expect(answer.statusCode, said).toBe(200);
      expect(answer.headers['content-encoding'], said).toBe('br');
      expect(answer.headers.vary, said).toMatch(/cookie, accept-language/i);
      expect(brotliDecompressSync(answer.rawPayload).toString(), said).toBe(LIST_PAGE[language]);
    }
    // A page with one copy for every language does not vary by language.
    const home = await app.inject({ url: '/', headers: { 'accept-language': 'hi' } });
    expect(home.headers.vary ?? '').not.toMatch(/accept-language/i);
  });

  it('caches the files of public/, whose names do not change, for an hour', async () => {
    const answer = await app.inject({
      url: '/images/logo.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(SHORT_LIVED);
  });

  it('keeps the build stamp private and answers unknown API paths and files with a 404', async () => {
    // A dotted name without an extension reads as a client route: the page, never the stamp.
    const stamp = await app.inject({ url: '/.build-stamp' });
    expect(stamp.body).not.toContain('"hash"');
    const api = await app.inject({ url: '/api/v1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, message: 'Not found: GET /api/v1/nothing' });
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });
});

describe('route patterns', () => {
  it('match a route of the web client, with or without a trailing slash', () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/turfs')).toBe(false);
    expect(routePattern('/turfs').test('/turfs/')).toBe(true);
    expect(routePattern('/turfs/:id').test('/turfs/abc-123')).toBe(true);
    expect(routePattern('/turfs/:id').test('/turfs')).toBe(false);
    expect(routePattern('/turfs/:id').test('/turfs/a/booking')).toBe(false);
    expect(routePattern('/admin/dashboard/:id').test('/admin/dashboard/x')).toBe(true);
  });
});
