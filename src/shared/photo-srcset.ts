import type { TurfPhotoJson } from './api/turf-photos-contract';

// A listing photo's stored WebP sizes as the browser picks among them (docs/decisions/067): with
// `srcset` and `sizes`, a phone downloads the one size its screen shows, never the largest.

/** '/uploads/a.webp 320w, /uploads/b.webp 640w, …' */
export function photoSrcSet(photo: Pick<TurfPhotoJson, 'variants'>): string {
  return photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** A list's card: one column on a phone, two from 640 px, three from 1024 px (turf-results). */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
/** The turf page's gallery: the full width on a phone, half of the page's 72rem from 1024 px. */
export const GALLERY_PHOTO_SIZES = '(min-width: 1024px) 576px, 100vw';
