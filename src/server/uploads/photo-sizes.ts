import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../shared/images';
import { MAX_PHOTO_SIDE, photoSizeProblem, variantWidths } from '../../shared/turf-photos';
import { HttpError } from '../http/errors';
import type { PhotoVariant } from '../db/schema-discovery';
import { detectImage } from './image-bytes';
import type { LocalImageStore } from './local-image-store';

// A listing photo's stored sizes (docs/decisions/067): the bytes are checked twice, by their
// first bytes (detectImage) and by decoding them in full (sharp), then turned into WebP files of
// shared/turf-photos variantWidths, each stored under the hash of its bytes.

/** A photo as stored: the largest size's URL, the original's size upright, every size. */
export interface StoredPhotoSizes {
  url: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/** WebP quality: photos of grass and nets stay sharp at 78, at about a tenth of a JPEG's bytes. */
const WEBP_QUALITY = 78;

/**
 * Checks an uploaded photo and stores its sizes, or throws a 400 with the reason's code: not an
 * image by its bytes (image_kind), cut short or damaged (photo_unreadable), or too small or too
 * big in pixels. Nothing is stored for a refused photo.
 */
export async function storePhotoSizes(
  store: LocalImageStore,
  bytes: Buffer,
): Promise<StoredPhotoSizes> {
  if (bytes.length === 0) throw new HttpError(400, 'image_missing');
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'image_too_large');
  if (!detectImage(bytes)) throw new HttpError(400, 'image_kind');
  const upright = await uprightSize(bytes);
  const problem = photoSizeProblem(upright.width, upright.height);
  if (problem) throw new HttpError(400, problem);
  // Every size is made before any is stored: a photo that fails half-way leaves no files.
  const sizes = await Promise.all(
    variantWidths(upright.width).map(async (width) => ({
      width,
      bytes: await decoded(bytes)
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer()
        .catch(unreadable),
    })),
  );
  const variants: PhotoVariant[] = [];
  for (const size of sizes) {
    variants.push({ url: await store.save(size.bytes, 'webp'), width: size.width });
  }
  return { url: variants.at(-1)!.url, width: upright.width, height: upright.height, variants };
}

/**
 * The photo read strictly: a truncated or damaged file fails rather than showing grey, a file
 * claiming more pixels than MAX_PHOTO_SIDE squared is refused before it is decoded, the camera's
 * rotation is applied, and only the first frame of an animation is taken.
 */
function decoded(bytes: Buffer) {
  return sharp(bytes, {
    failOn: 'truncated',
    limitInputPixels: MAX_PHOTO_SIDE * MAX_PHOTO_SIDE,
    autoOrient: true,
  });
}

/** The photo's size as it is seen (after the camera's rotation), from its header. */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes).metadata().catch(unreadable);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new HttpError(400, 'photo_unreadable');
  return { width, height };
}

function unreadable(): never {
  throw new HttpError(400, 'photo_unreadable');
}
