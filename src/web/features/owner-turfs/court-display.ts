import type { TFunction } from 'i18next';
import type { CourtJson } from '../../../shared/api/turf-contract';
import { COURT_CHANGE_MESSAGES, retireProblem } from '../../../shared/court-changes';
import { COURT_MESSAGES, MAX_COURT_NAME, MAX_COURTS, type Court } from '../../../shared/courts';

// How the owner's Courts section reads and words a court, in the owner's language (t of the
// owner-turfs catalogue; docs/decisions/062).

export const courtOf = (json: CourtJson): Court => ({
  id: json._id,
  name: json.name,
  sports: json.sports,
  parts: json.parts,
  format: json.format,
});

/** 'Cricket, Football' */
export function sportsText(t: TFunction, court: Pick<CourtJson, 'sports'>): string {
  return court.sports.map((sport) => t(`sports.${sport}`)).join(', ');
}

/**
 * The shared rules' refusal of a court change (shared/courts and shared/court-changes, which the
 * server speaks in English), as a key of the catalogue; a message it does not know stays as it is.
 */
export function courtProblemText(t: TFunction, message: string): string {
  const values = { max: MAX_COURTS, maxName: MAX_COURT_NAME };
  const shared = (Object.keys(COURT_MESSAGES) as (keyof typeof COURT_MESSAGES)[]).find(
    (key) => COURT_MESSAGES[key] === message,
  );
  if (shared) return t(`courts.problems.${shared}`, values);
  const change = (['retiredPart', 'lastCourt', 'nothingToChange'] as const).find(
    (key) => COURT_CHANGE_MESSAGES[key] === message,
  );
  return change ? t(`courts.problems.${change}`) : message;
}

/** Why the shared rules keep this court (the last one, a part of a court in use), or null. */
export function retireRefusalText(
  t: TFunction,
  courts: readonly Court[],
  courtId: string,
): string | null {
  const problem = retireProblem(courts, courtId);
  if (!problem) return null;
  const court = courts.find(({ id }) => id === courtId);
  const whole = courts.find(({ parts }) => parts.includes(courtId));
  return court && whole && problem === COURT_CHANGE_MESSAGES.partOfCourt(court.name, whole.name)
    ? t('courts.problems.partOfCourt', { court: court.name, whole: whole.name })
    : courtProblemText(t, problem);
}
