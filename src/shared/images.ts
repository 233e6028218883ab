/** Turf images (spec §5 "the uploaded file must be an image"): the limit both sides apply. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB.';
