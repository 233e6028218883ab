import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorSentence } from '../../shared/errors/error-sentence';
import { FIRST_VIEW_MARKER } from '../../shared/first-view';
import { LANGUAGE_COOKIE, pageLanguage, type Language } from '../../shared/i18n/languages';
import { PROJECT_ROOT } from '../project-root';
import { errorBody } from './errors';

export const WEB_DIST = join(PROJECT_ROOT, 'dist/web');

/** Vite names every file under /assets/ by its content's hash: a new build means new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself is checked on every visit, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';
/**
 * The installable app's service worker and manifest (docs/decisions/060) keep their names across
 * builds and name what a new build changed: checked on every visit, so a new version is found.
 */
const NAMED_ACROSS_BUILDS = new Set(['sw.js', 'push-handler.js', 'manifest.webmanifest']);
/** Files of public/ keep their names across builds (images, icons): cached for an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

/** Where the build lists its per-route pages (scripts/build/landing-pages.ts). */
export const LANDING_MANIFEST = 'landing/pages.json';

/**
 * What a page with a subject of its own (a turf, a game, a split link) adds to the built HTML, or
 * null: its <head> markup (the link preview) replaces the page's <title>; its first view, when it
 * has one, goes in #root at the marker (docs/decisions/082). Given by the composition root
 * (previews sit above http).
 */
export type PageHead = (
  request: FastifyRequest,
  path: string,
) => Promise<{ head: string; firstView: string | null } | null>;

/** The title every built page carries (src/web/index.html), which a page's own head replaces. */
const PAGE_TITLE = '<title>TurfBook</title>';

interface LandingPage {
  pattern: RegExp;
  html: string;
  /** The same page in Hindi or Marathi, when its first view has words (decision 082). */
  languages: Partial<Record<Language, string>>;
}

/** '/turfs/:id' → /^\/turfs\/[^/]+\/?$/ (a route of the web client; a trailing slash is the same). */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/${body}${body ? '/?' : ''}$`);
}

/** The build's per-route pages; none (every route gets index.html) when it has no list. */
function readLandingPages(root: string): LandingPage[] {
  const file = join(root, LANDING_MANIFEST);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    path: string;
    html: string;
    languages?: Partial<Record<Language, string>>;
  }[];
  return entries
    .filter((entry) => existsSync(join(root, entry.html)))
    .map((entry) => ({
      pattern: routePattern(entry.path),
      html: entry.html,
      languages: Object.fromEntries(
        Object.entries(entry.languages ?? {}).filter(([, html]) => existsSync(join(root, html))),
      ),
    }));
}

/** The page's HTML file in the language its reader's device speaks (decision 082). */
function pageFile(request: FastifyRequest, reply: FastifyReply, page: LandingPage | undefined) {
  if (!page) return 'index.html';
  if (Object.keys(page.languages).length === 0) return page.html;
  reply.header('vary', 'Cookie, Accept-Language');
  // Without the cookie plugin (a bare server in tests), no cookie is read.
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  const language = pageLanguage(cookie, request.headers['accept-language']);
  return page.languages[language] ?? page.html;
}

function cacheControlFor(filePath: string, root: string): string {
  if (filePath.startsWith(`${root}${sep}assets${sep}`)) return IMMUTABLE;
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return REVALIDATE;
  const name = filePath.slice(root.length + 1).replace(/\.(br|gz)$/, '');
  if (NAMED_ACROSS_BUILDS.has(name)) return REVALIDATE;
  return SHORT_LIVED;
}

/**
 * Serves the built web client and answers unknown non-API GETs with its index.html, so that
 * client routes survive a reload; a route the build made a page for (landing/) gets that page,
 * which also names the route's own screen files. API paths that match nothing get a JSON 404. The
 * build holds a brotli and a gzip copy of each text file (scripts/build/precompress.ts): they are
 * sent as they are to browsers that accept them.
 */
export async function installWebClient(
  app: FastifyInstance,
  root: string | null,
  pageHead: PageHead = async () => null,
) {
  const hasClient = root !== null && existsSync(`${root}/index.html`);
  const landingPages = hasClient ? readLandingPages(root) : [];
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build stamp (.build-stamp) and any other dotfile stay private.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath, root));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (hasClient && isPage && !/\.[a-z0-9]+$/i.test(path)) {
      const page = landingPages.find((candidate) => candidate.pattern.test(path));
      const file = pageFile(request, reply, page);
      const extras = await pageHead(request, path);
      reply.header('cache-control', REVALIDATE);
      if (!extras) return reply.sendFile(file, root!);
      const { head, firstView } = extras;
      const html = (await readFile(join(root!, file), 'utf8')).replace(PAGE_TITLE, () => head);
      return reply
        .type('text/html; charset=utf-8')
        .send(firstView ? html.replace(FIRST_VIEW_MARKER, () => firstView) : html);
    }
    const facts = { method: request.method, path };
    return reply
      .status(404)
      .send(errorBody('route_not_found', errorSentence('route_not_found', facts), facts));
  });
}
