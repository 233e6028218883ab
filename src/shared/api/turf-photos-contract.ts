import { z } from 'zod';
import { MAX_PHOTOS_PER_TURF } from '../turf-photos';
import { uuidField } from './common-contract';

// A listing's photos (docs/decisions/067): as every turf answer carries them (the cover first),
// and the owner's calls that add, order and delete them under /api/v1/owner/turfs/:turfId/photos.

export const photoVariantSchema = z.object({ url: z.string(), width: z.number() });

/** One photo: its largest size's URL, the original's size (upright), every WebP size. */
export const turfPhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(photoVariantSchema),
});
export type TurfPhotoJson = z.infer<typeof turfPhotoSchema>;

export const INVALID_PHOTO_ID = 'Invalid photo id';

export const photoParamsSchema = z.object({
  turfId: uuidField('Invalid turf id'),
  photoId: uuidField(INVALID_PHOTO_ID),
});

/** POST …/photos (multipart, field `file`) */
export const photoAddedAnswerSchema = z.object({
  success: z.literal(true),
  photo: turfPhotoSchema,
});

/** PATCH …/photos: every photo of the listing once, in the new order, and the cover. */
export const arrangePhotosBodySchema = z.object({
  order: z.array(uuidField(INVALID_PHOTO_ID)).max(MAX_PHOTOS_PER_TURF),
  cover: uuidField(INVALID_PHOTO_ID),
});
export type ArrangePhotosBody = z.infer<typeof arrangePhotosBodySchema>;

/** PATCH and DELETE …/photos: the listing's photos as they are now, the cover first. */
export const photosAnswerSchema = z.object({
  success: z.literal(true),
  photos: z.array(turfPhotoSchema),
});
export type PhotosAnswer = z.infer<typeof photosAnswerSchema>;
