// Vite plugin: for each route of the web client, a copy of index.html that also names the route's
// own screen (its script chunks and styles, and the picture it opens with) so that a browser
// landing there fetches them together with the app instead of one round trip after it. The server
// answers a page request with the copy whose route matches (src/server/http/web-client.ts reads
// landing/pages.json).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { FIRST_VIEW_MARKER, turfListFirstView } from '../../src/shared/first-view';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/shared/i18n/languages';

export interface LandingPage {
  /** A route of src/web/app/routes.tsx, e.g. /turfs/:id */
  path: string;
  /** The module of its screen, relative to src/web (one lazy chunk of src/web/app/pages.ts). */
  module: string;
  /** Pictures the screen shows first (its largest paint): fetched at once, at high priority. */
  images?: string[];
  /**
   * What the screen paints largest first, written into its HTML before any script runs, in each
   * language from the web's catalogues (docs/decisions/082): one copy of the page per language.
   */
  firstView?: (text: CatalogueText) => string;
}

/** A plain text of the web's catalogues (src/web/i18n/locales/{language}/{namespace}.json). */
export type CatalogueText = (namespace: string, key: string) => string;

/** The routes of src/web/app/pages.ts (ROUTE_PAGES) with the module each one's screen is in. */
export const LANDING_PAGES: readonly LandingPage[] = [
  { path: '/', module: 'app/pages/home-page.tsx', images: ['/images/slides/slide-1.svg'] },
  { path: '/login', module: 'features/auth/components/login-page.tsx' },
  { path: '/signup', module: 'features/auth/components/signup-page.tsx' },
  { path: '/forgot-password', module: 'features/auth/components/forgot-password-page.tsx' },
  { path: '/userprofile', module: 'features/profile/components/profile-page.tsx' },
  {
    path: '/turfs',
    module: 'features/turfs/components/turf-list-page.tsx',
    firstView: (text) =>
      turfListFirstView({ title: text('turfs', 'title.all'), intro: text('turfs', 'intro.all') }),
  },
  { path: '/turfs/:id', module: 'features/turf-detail/components/turf-detail-page.tsx' },
  { path: '/turfs/:id/booking', module: 'features/booking/components/booking-page.tsx' },
  {
    path: '/turfs/:id/buysubscription',
    module: 'features/subscription-purchase/components/subscription-purchase-page.tsx',
  },
  { path: '/sports', module: 'app/pages/sports-page.tsx' },
  { path: '/sports/:sport', module: 'app/pages/sport-page.tsx' },
  { path: '/subscription', module: 'features/plans/components/subscription-page.tsx' },
  { path: '/checkout', module: 'features/checkout/components/checkout-page.tsx' },
  { path: '/dev/upi-app', module: 'features/checkout/components/dev-upi-app-page.tsx' },
  { path: '/displaybookings', module: 'features/my-bookings/components/my-bookings-page.tsx' },
  {
    path: '/displaybookings/:id',
    module: 'features/booking-detail/components/booking-detail-page.tsx',
  },
  { path: '/turfform', module: 'features/add-turf/components/add-turf-page.tsx' },
  { path: '/turf-bookings', module: 'features/owner-turfs/components/owner-turfs-page.tsx' },
  {
    path: '/turf-bookings/:turfId',
    module: 'features/owner-turfs/components/turf-bookings-page.tsx',
  },
  { path: '/admin/dashboard', module: 'features/admin/components/admin-dashboard-page.tsx' },
  { path: '/admin/dashboard/:id', module: 'features/admin/components/turf-review-page.tsx' },
  { path: '/turfs/:id/edit', module: 'features/add-turf/components/edit-turf-page.tsx' },
  {
    path: '/turf-bookings/:turfId/calendar',
    module: 'features/owner-calendar/components/owner-calendar-page.tsx',
  },
  {
    path: '/turf-bookings/:turfId/pricing',
    module: 'features/owner-pricing/components/pricing-page.tsx',
  },
  {
    path: '/turf-bookings/:turfId/day-close',
    module: 'features/day-close/components/day-close-page.tsx',
  },
  { path: '/admin/turfs', module: 'features/admin/components/admin-turfs-page.tsx' },
  { path: '/admin/turf-edits', module: 'features/admin/components/turf-edits-page.tsx' },
  { path: '/turf-bookings/:turfId/audit', module: 'features/audit/components/audit-log-page.tsx' },
  { path: '/turf-bookings/:turfId/team', module: 'features/team/components/team-page.tsx' },
  { path: '/staff', module: 'features/team/components/staff-page.tsx' },
  { path: '/owner/check-in', module: 'features/check-in/components/check-in-page.tsx' },
  { path: '/board', module: 'features/board/components/board-page.tsx' },
  { path: '/promo-codes', module: 'features/promo-codes/components/promo-codes-page.tsx' },
  { path: '/payouts', module: 'features/payouts/components/payouts-page.tsx' },
  { path: '/admin/promo-codes', module: 'features/promo-codes/components/promo-codes-page.tsx' },
  { path: '/admin/payouts', module: 'features/admin/components/admin-payouts-page.tsx' },
];

export const LANDING_DIR = 'landing';
export const LANDING_MANIFEST = `${LANDING_DIR}/pages.json`;

/** What the server reads: which HTML file answers which route. */
export interface LandingManifestEntry {
  path: string;
  html: string;
  /** The page in another language than English, when its first view has words (decision 082). */
  languages?: Partial<Record<Language, string>>;
}

/** landing/turfs.html in Hindi → landing/turfs.hi.html */
export function languageFileName(fileName: string, language: Language): string {
  return language === DEFAULT_LANGUAGE
    ? fileName
    : fileName.replace(/\.html$/, `.${language}.html`);
}

/** Reads a catalogue text for a first view; a text with a placeholder cannot be written as it is. */
export function catalogueText(srcRoot: string, language: Language): CatalogueText {
  return (namespace, key) => {
    const file = `${srcRoot}/i18n/locales/${language}/${namespace}.json`;
    let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    for (const part of key.split('.')) {
      value = (value as Record<string, unknown> | undefined)?.[part];
    }
    if (typeof value !== 'string' || /[{}<]/.test(value)) {
      throw new Error(`${file}: ${key} is not a plain text a first view can show`);
    }
    return value;
  };
}

/** A landing page in one language: its <html lang> and its first view at the marker. */
export function pageInLanguage(html: string, language: Language, firstView: string): string {
  if (!html.includes(FIRST_VIEW_MARKER)) throw new Error('index.html has no first-view marker');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(FIRST_VIEW_MARKER, () => firstView);
}

/** /turfs/:id → landing/turfs-id.html */
export function landingFileName(path: string): string {
  const name = path.replace(/^\//, '').replace(/:/g, '').replace(/\//g, '-') || 'home';
  return `${LANDING_DIR}/${name}.html`;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The tags a landing page adds to index.html for its screen's files. */
export function preloadTags(scripts: string[], styles: string[], images: string[]): string {
  return [
    ...images.map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ');
}

export function landingPages(srcRoot: string, pages = LANDING_PAGES): Plugin {
  return {
    name: 'turfbook:landing-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('index.html is not in the bundle');
      const indexHtml = String(html.source);
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as ChunkLike[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        start.forEach(visit);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('no entry chunk');
      const inIndex = staticClosure([entry.fileName]);
      const manifest: LandingManifestEntry[] = [];
      for (const page of pages) {
        const moduleId = `${srcRoot}/${page.module}`;
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) {
          this.error(`${page.path}: ${page.module} is not a chunk of its own (is it lazy?)`);
        }
        const scripts = [...staticClosure([chunk.fileName])].filter((file) => !inIndex.has(file));
        const styles = scripts.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const tags = preloadTags(scripts, styles, page.images ?? []);
        const fileName = landingFileName(page.path);
        const source = indexHtml.replace(/\n?\s*<\/head>/, `\n    ${tags}\n  </head>`);
        const { firstView } = page;
        if (!firstView) {
          this.emitFile({ type: 'asset', fileName, source });
          manifest.push({ path: page.path, html: fileName });
          continue;
        }
        const languages: Partial<Record<Language, string>> = {};
        for (const language of LANGUAGES) {
          const view = firstView(catalogueText(srcRoot, language));
          const languageFile = languageFileName(fileName, language);
          this.emitFile({
            type: 'asset',
            fileName: languageFile,
            source: pageInLanguage(source, language, view),
          });
          if (language !== DEFAULT_LANGUAGE) languages[language] = languageFile;
        }
        manifest.push({ path: page.path, html: fileName, languages });
      }
      this.emitFile({
        type: 'asset',
        fileName: LANDING_MANIFEST,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
