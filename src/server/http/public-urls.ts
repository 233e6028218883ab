import type { FastifyInstance, FastifyRequest } from 'fastify';

// Turf images leave the server as absolute URLs (spec §3: "a single image URL"), so a client on
// another origin can show them. They are stored as our own paths (/images/…, /uploads/…) or as
// an image host's URL; only our paths are made absolute, here, on the way out.

export function originOf(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** One image URL as it leaves the server: our own paths on `origin`, other hosts' as they are. */
export function publicImageUrl(image: string, origin: string): string {
  return image.startsWith('/') ? origin + image : image;
}

/** Rewrites every `images` path of a JSON answer (turfs, and the turf inside bookings). */
function absolutizeImages(value: unknown, origin: string): void {
  if (Array.isArray(value)) {
    for (const item of value) absolutizeImages(item, origin);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (key === 'images' && typeof field === 'string') record[key] = publicImageUrl(field, origin);
    else if (typeof field === 'object') absolutizeImages(field, origin);
  }
}

/**
 * For answers serialized the usual way. Answers a route writes itself (a string or bytes: the
 * turf list, a turf's bookings) skip this hook and apply publicImageUrl as they are written.
 */
export function installPublicUrls(app: FastifyInstance, publicUrl: string | null) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.url.startsWith('/api/')) absolutizeImages(payload, originOf(request, publicUrl));
    return payload;
  });
}
