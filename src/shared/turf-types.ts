// The turf as the API speaks it (spec §3), inferred from the contract in ./api.

export type {
  TurfAnswer,
  TurfChangedAnswer,
  TurfJson,
  TurfListAnswer,
  TurfRatingEntry,
} from './api/turf-contract';

/** Said by the server and shown by the screens when a turf does not exist (spec §4). */
export const TURF_NOT_FOUND = 'Turf not found';

/** 'Priya Sharma' → 'Priya S.'; a rater's name is shown no fuller than that. */
export function publicRaterName(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Anonymous';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}
