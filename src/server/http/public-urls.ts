import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TurfPhotoJson } from '../../shared/api/turf-photos-contract';

// Turf images leave the server as absolute URLs (spec §3: "a single image URL"), so a client on
// another origin can show them. They are stored as our own paths (/images/…, /uploads/…) or as
// an image host's URL; only our paths are made absolute, here, on the way out. A listing's photos
// (docs/decisions/067) go the same way: `images` is the cover's URL, so the photo's own URL and
// each of its sizes' must be as absolute as it (docs/decisions/073).

export function originOf(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** One image URL as it leaves the server: our own paths on `origin`, other hosts' as they are. */
export function publicImageUrl(image: string, origin: string): string {
  return image.startsWith('/') ? origin + image : image;
}

/** A photo as it leaves the server: its URL and every size's on `origin` (a new object). */
export function publicPhoto(photo: TurfPhotoJson, origin: string): TurfPhotoJson {
  return {
    ...photo,
    url: publicImageUrl(photo.url, origin),
    variants: photo.variants.map((variant) => ({
      ...variant,
      url: publicImageUrl(variant.url, origin),
    })),
  };
}

/**
 * A turf as it leaves the server, `images` and its photos' URLs on `origin`: a new object, so a
 * turf kept for many answers (the slot search's catalogue) is never changed.
 */
export function withPublicUrls<T extends { images: string; photos: readonly TurfPhotoJson[] }>(
  turf: T,
  origin: string,
): T {
  return {
    ...turf,
    images: publicImageUrl(turf.images, origin),
    photos: turf.photos.map((photo) => publicPhoto(photo, origin)),
  };
}

const isPhoto = (value: unknown): value is TurfPhotoJson =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as TurfPhotoJson).url === 'string' &&
  Array.isArray((value as TurfPhotoJson).variants);

/**
 * Rewrites every `images` path of a JSON answer (turfs, and the turf inside bookings), and every
 * photo's URLs under `photos` (turfs, the owner's photo answers) or `photo` (an upload's answer).
 */
function absolutizeImages(value: unknown, origin: string): void {
  if (Array.isArray(value)) {
    for (const item of value) absolutizeImages(item, origin);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (key === 'images' && typeof field === 'string') record[key] = publicImageUrl(field, origin);
    else if (key === 'photo' && isPhoto(field)) record[key] = publicPhoto(field, origin);
    else if (key === 'photos' && Array.isArray(field) && field.every(isPhoto))
      record[key] = field.map((photo) => publicPhoto(photo, origin));
    else if (typeof field === 'object') absolutizeImages(field, origin);
  }
}

/**
 * For answers serialized the usual way. Answers a route writes itself (a string or bytes: the
 * turf list, a turf's bookings) skip this hook and apply publicImageUrl (withPublicUrls for a
 * turf) as they are written.
 */
export function installPublicUrls(app: FastifyInstance, publicUrl: string | null) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.url.startsWith('/api/')) absolutizeImages(payload, originOf(request, publicUrl));
    return payload;
  });
}
