import type { z } from 'zod';
import type { turfRatingEntrySchema, turfSchema } from './api/turf-contract';

// The turf as the API speaks it (spec §3), inferred from the contract in ./api.

export type TurfRatingEntry = z.infer<typeof turfRatingEntrySchema>;
export type TurfJson = z.infer<typeof turfSchema>;

/** 'Priya Sharma' → 'Priya S.'; a rater's name is shown no fuller than that. */
export function publicRaterName(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Anonymous';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}
