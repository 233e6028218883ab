// The installable app (docs/decisions/060): the web app manifest and a service worker that
// precaches the app shell, both made by vite-plugin-pwa at build time. The worker keeps the
// built files only: no API answer is ever cached by it (a booking shown offline comes from the
// web client's own copy, src/web/lib/device-copies.ts, marked with when it was saved).
import { VitePWA } from 'vite-plugin-pwa';

/** The navigation bar's emerald-700 (src/web/components/navbar), as index.html's theme-color. */
export const THEME_COLOR = '#047857';
/** The page's slate-50 (src/web/styles.css), so the splash screen matches the first paint. */
export const BACKGROUND_COLOR = '#f8fafc';

/** Navigations the app shell never answers: the server's own pages and files. */
export const NOT_APP_PAGES = [/^\/api\//, /^\/uploads\//];

export function installableApp() {
  return VitePWA({
    // A new worker waits until the player chooses to reload (src/web/app/new-version-prompt.tsx):
    // nothing reloads under a player in the middle of a booking.
    registerType: 'prompt',
    // Registered by the app's own code: the content policy allows no inline script.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest: {
      id: '/',
      name: 'TurfBook',
      short_name: 'TurfBook',
      description: 'Find and book cricket, football and badminton turfs across Mumbai.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The shell: index.html and every script and style, lazy screens included, so any screen
      // opens offline. The per-route copies of index.html (landing/) only add preload hints.
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'images/logo.svg'],
      // Not the map (MapLibre, about 1 MB, and its worker): a map needs the network for its
      // tiles anyway, and offline the list stands in for it (docs/decisions/067).
      globIgnores: ['assets/map-canvas-*'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NOT_APP_PAGES,
      // No runtimeCaching: anything not precached (the API above all) goes to the network as if
      // there were no worker, so an answer is never served stale as though fresh.
      runtimeCaching: [],
      // A worker takes the open pages at once (its shell is theirs: the same build), so a reload
      // the player asks for later is carried out even in a tab that opened before any worker.
      // It never skips waiting by itself: a new version waits for the player (above).
      clientsClaim: true,
      inlineWorkboxRuntime: true,
      // Showing a push message and opening its page on a tap (docs/decisions/056).
      importScripts: ['/push-handler.js'],
      cleanupOutdatedCaches: true,
      // The largest script (the charts) is about 400 kB.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
