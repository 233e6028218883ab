import { z } from 'zod';

/** Spec §4: clicking the current rating's star lowers it by one (1 goes to 0, no rating). */
export function nextRating(current: number, clickedStar: number): number {
  return clickedStar === current ? current - 1 : clickedStar;
}

export const ratingValueSchema = z
  .number({ error: 'Rating must be a whole number from 0 to 5' })
  .int('Rating must be a whole number from 0 to 5')
  .min(0, 'Rating must be a whole number from 0 to 5')
  .max(5, 'Rating must be a whole number from 0 to 5');
