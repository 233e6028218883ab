import type { CourtJson } from '../../../shared/api/turf-contract';
import { SPORT_LABELS } from '../../../shared/catalog';
import type { Court } from '../../../shared/courts';
import { isApiRequestError } from '../../lib/api-client';

// How the owner's Courts section reads and words a court.

export const courtOf = (json: CourtJson): Court => ({
  id: json._id,
  name: json.name,
  sports: json.sports,
  parts: json.parts,
});

/** The server's refusal, or a general one when it said nothing. */
export function problemOf(error: unknown): string {
  return isApiRequestError(error) && error.serverMessage
    ? error.serverMessage
    : 'The courts could not be saved. Please try again.';
}

/** 'Cricket, Football' */
export function sportsText(court: Pick<CourtJson, 'sports'>): string {
  return court.sports.map((sport) => SPORT_LABELS[sport]).join(', ');
}
