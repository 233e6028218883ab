// A listing's photos (docs/decisions/067): how many, how big, which sizes are stored, and what
// makes an owner's new order and cover acceptable. Pure rules; the server and the screens share
// them.

/** At most this many photos a listing. */
export const MAX_PHOTOS_PER_TURF = 10;

/** The WebP widths stored of each photo, narrowest first; none wider than the original. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** A photo narrower or lower than this is refused: it would look blurred on any card. */
export const MIN_PHOTO_WIDTH = 320;
export const MIN_PHOTO_HEIGHT = 240;
/** A photo with a longer side than this is refused before it is decoded in full. */
export const MAX_PHOTO_SIDE = 8000;

/**
 * The widths to store of a photo `width` pixels wide: each of PHOTO_WIDTHS narrower than it, and
 * the original's own width as the largest when it is under the widest (so nothing is enlarged
 * and nothing is lost).
 */
export function variantWidths(width: number): number[] {
  const narrower: number[] = PHOTO_WIDTHS.filter((candidate) => candidate < width);
  const widest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return narrower.includes(widest) ? narrower : [...narrower, widest];
}

/** Why an image's size is refused, or null when it is one we store. */
export function photoSizeProblem(
  width: number,
  height: number,
): 'photo_too_small' | 'photo_too_big' | null {
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) return 'photo_too_big';
  if (width < MIN_PHOTO_WIDTH || height < MIN_PHOTO_HEIGHT) return 'photo_too_small';
  return null;
}

/**
 * Whether `order` names each of the listing's photos exactly once and `cover` is one of them;
 * the code of the problem, or null.
 */
export function photoOrderProblem(
  current: readonly string[],
  order: readonly string[],
  cover: string,
): 'photo_order_invalid' | 'photo_cover_invalid' | null {
  const named = new Set(order);
  const same =
    named.size === order.length &&
    order.length === current.length &&
    current.every((id) => named.has(id));
  if (!same) return 'photo_order_invalid';
  return named.has(cover) ? null : 'photo_cover_invalid';
}

/** The photos in the order answers give them: the cover first, then by position. */
export function coverFirst<Photo extends { isCover: boolean; position: number }>(
  photos: readonly Photo[],
): Photo[] {
  return [...photos].sort(
    (a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position,
  );
}
