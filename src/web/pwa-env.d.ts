// The service worker's registration, a module vite-plugin-pwa makes (docs/decisions/060).
/// <reference types="vite-plugin-pwa/react" />
