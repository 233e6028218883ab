import type { TurfPhotoJson } from './api/turf-photos-contract';
import { escapeHtml } from './html-escape';
import { GALLERY_PHOTO_SIZES, photoSrcSet } from './photo-srcset';

// What a landing page shows before its script has run (docs/decisions/082): the part of the
// screen a phone paints largest first (the list's heading, the turf's cover), in the page's own
// elements and classes, so that it sits where React will draw it and nothing moves when React
// replaces it. The server (the turf's cover) and the build (the list's heading, in each language)
// write it into the HTML at the marker that src/web/index.html holds inside #root.

/** Where a page's first view goes in the built HTML, after the app's bar (decision 075). */
export const FIRST_VIEW_MARKER = '<!--first-view-->';

/** The frame's <main> (src/web/components/page-layout.tsx), hidden from screen readers as the bar is. */
function inMain(content: string): string {
  return `<main class="min-h-screen flex-1 pt-16 outline-none" aria-hidden="true">${content}</main>`;
}

/** The list's heading and its line under it (features/turfs/components/turf-list-page.tsx). */
export function turfListFirstView(texts: { title: string; intro: string }): string {
  return inMain(
    '<section class="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">' +
      '<header class="mb-4 md:mb-6">' +
      `<h1 class="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${escapeHtml(texts.title)}</h1>` +
      `<p class="mt-2 text-slate-600">${escapeHtml(texts.intro)}</p>` +
      '</header></section>',
  );
}

/** A turf page's cover: its first photo, or without photos the listing's image. */
export interface TurfCover {
  name: string;
  /** The listing's image (`images`), shown when the turf has no photo. */
  image: string;
  photo: Pick<TurfPhotoJson, 'url' | 'width' | 'height' | 'variants'> | null;
}

/**
 * The turf page's cover picture where its gallery shows it (features/turf-detail/components:
 * turf-detail-page, turf-info, turf-gallery and the TurfImage of turf-card), at the URL, srcset
 * and sizes the gallery asks, so the browser draws the copy it already fetched (decision 080).
 */
export function turfPageFirstView(cover: TurfCover): string {
  const alt = escapeHtml(cover.name);
  const picture = cover.photo
    ? '<section class="min-w-0">' +
      '<ul class="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-2xl pb-2">' +
      '<li class="w-full shrink-0 snap-start">' +
      `<img src="${escapeHtml(cover.photo.url)}" srcset="${escapeHtml(photoSrcSet(cover.photo))}"` +
      ` sizes="${GALLERY_PHOTO_SIZES}" width="${cover.photo.width}" height="${cover.photo.height}"` +
      ` alt="${alt}" fetchpriority="high"` +
      ' class="aspect-[4/3] h-auto w-full rounded-2xl bg-slate-100 object-cover shadow-sm">' +
      '</li></ul></section>'
    : `<img src="${escapeHtml(cover.image)}" alt="${alt}" width="800" height="600" fetchpriority="high"` +
      ' class="aspect-[4/3] w-full bg-slate-100 object-cover rounded-2xl shadow-sm">';
  return inMain(
    '<div class="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">' +
      `<div class="grid gap-6 lg:grid-cols-2">${picture}</div></div>`,
  );
}
