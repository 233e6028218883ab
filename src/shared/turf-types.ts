import type { Sport } from './catalog';

// The turf as the API speaks it (spec §3), plus the rating summary we add.

export interface TurfRatingEntry {
  _id: string;
  /** The rater as shown publicly (first name and initial), or null when unknown ('Anonymous'). */
  user: { _id: string; fullname: string } | null;
  rating: number;
}

export interface TurfJson {
  _id: string;
  name: string;
  images: string;
  location: string;
  sports_type: Sport;
  price: number;
  state: boolean;
  address: string;
  linkes: string;
  description: string;
  owner: string;
  averageRating: number | null;
  ratingCount: number;
  /** Present on the single-turf answer; the list leaves it out to stay small. */
  ratings?: TurfRatingEntry[];
}

/** 'Priya Sharma' → 'Priya S.'; a rater's name is shown no fuller than that. */
export function publicRaterName(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Anonymous';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}
