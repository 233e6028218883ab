import type { FastifyInstance, FastifyRequest } from 'fastify';

// Turf images leave the server as absolute URLs (spec §3: "a single image URL"), so a client on
// another origin can show them. They are stored as our own paths (/images/…, /uploads/…) or as
// an image host's URL; only our paths are made absolute, here, on the way out.

function originOf(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
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
    if (key === 'images' && typeof field === 'string' && field.startsWith('/'))
      record[key] = origin + field;
    else if (typeof field === 'object') absolutizeImages(field, origin);
  }
}

export function installPublicUrls(app: FastifyInstance, publicUrl: string | null) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.url.startsWith('/api/')) absolutizeImages(payload, originOf(request, publicUrl));
    return payload;
  });
}
