import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  arrangePhotosBodySchema,
  photoAddedAnswerSchema,
  photoParamsSchema,
  photosAnswerSchema,
} from '../../shared/api/turf-photos-contract';
import { MAX_PHOTOS_PER_TURF } from '../../shared/turf-photos';
import { requireCapability } from '../auth/venue-access';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { LocalImageStore } from '../uploads/local-image-store';
import { addPhoto, arrangePhotos, deletePhoto } from './photo-service';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * /api/v1/owner/turfs/:turfId/photos: a listing's photos (docs/decisions/067), changed by whoever
 * may edit the listing (`edit_listing`: its owner, its managers, the admin; decision 066).
 */
export function photoRoutes(context: { db: Db; images: LocalImageStore }): FastifyPluginAsyncZod {
  const { db, images } = context;
  return async (app) => {
    app.post(
      '/turfs/:turfId/photos',
      {
        schema: {
          tags: ['owner'],
          summary:
            `Add a photo to a listing (multipart, field \`file\`: JPEG, PNG, WebP or GIF up to ` +
            `5 MB, at least 320 × 240). Stored as WebP sizes; at most ${MAX_PHOTOS_PER_TURF} a ` +
            'listing; the first one is the cover.',
          params: turfIdParamsSchema,
          response: {
            201: photoAddedAnswerSchema,
            ...refusals,
            409: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { turfId } = request.params;
        const { person } = await requireCapability(db, request, 'edit_listing', turfId);
        if (!request.isMultipart()) throw new HttpError(400, 'image_multipart');
        const file = (request.body as Record<string, unknown> | undefined)?.file;
        if (!Buffer.isBuffer(file)) throw new HttpError(400, 'image_missing');
        const photo = await addPhoto(db, images, person, turfId, file);
        return reply.code(201).send({ success: true as const, photo });
      },
    );

    app.patch(
      '/turfs/:turfId/photos',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Order a listing's photos and choose the cover: `order` names each photo once. " +
            'Answers the photos, the cover first.',
          params: turfIdParamsSchema,
          body: arrangePhotosBodySchema,
          response: { 200: photosAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const { turfId } = request.params;
        const { person } = await requireCapability(db, request, 'edit_listing', turfId);
        const photos = await arrangePhotos(db, person, turfId, request.body);
        return { success: true as const, photos };
      },
    );

    app.delete(
      '/turfs/:turfId/photos/:photoId',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Delete a listing's photo (the next one becomes the cover when it was the cover). " +
            'Answers the photos left, the cover first.',
          params: photoParamsSchema,
          response: { 200: photosAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const { turfId, photoId } = request.params;
        const { person } = await requireCapability(db, request, 'edit_listing', turfId);
        const photos = await deletePhoto(db, images, person, turfId, photoId);
        return { success: true as const, photos };
      },
    );
  };
}
