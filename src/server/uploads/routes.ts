import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import { uploadAnswerSchema } from '../../shared/api/upload-contract';
import { MAX_IMAGE_BYTES } from '../../shared/images';
import { requireListingEditor } from '../auth/venue-access';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';
import { detectImage } from './image-bytes';
import type { LocalImageStore } from './local-image-store';

/**
 * The local image store's upload call, in Cloudinary's shape (multipart file, upload_preset,
 * cloud_name → { url, secure_url }), and the files it serves.
 */
export function uploadRoutes(store: LocalImageStore, db: DbOrTx): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/uploads/image',
      {
        schema: {
          tags: ['upload'],
          summary:
            'Upload a turf image (owners and staff who edit listings; JPEG, PNG, WebP or GIF up to 5 MB)',
          response: {
            200: uploadAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (request) => {
        // Owners, and a team member whose role edits a listing (docs/decisions/066): a picture
        // is only a file until a listing edit, decided per listing, names it.
        await requireListingEditor(db, request);
        if (!request.isMultipart()) throw new HttpError(400, 'image_multipart');
        const file = (request.body as Record<string, unknown> | undefined)?.file;
        if (!Buffer.isBuffer(file) || file.length === 0) throw new HttpError(400, 'image_missing');
        if (file.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'image_too_large');
        const kind = detectImage(file);
        if (!kind) throw new HttpError(400, 'image_kind');
        const url = await store.save(file, kind);
        return { url, secure_url: url };
      },
    );

    await mkdir(store.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.directory,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  };
}
