import { courtsInputProblem, type CourtInput } from '../../../shared/courts';
import type { CourtFieldValues } from '../../components/court-fields';

// The courts an owner names while adding a turf (docs/decisions/029): drafts keyed so that a
// split pitch's parts follow a renamed half. None: the server gives the turf one court named
// after it. The rule is shared/courts' courtsInputProblem, the server's own.

export interface CourtDraft extends CourtFieldValues {
  key: string;
  /** Keys of the drafts it is made of. */
  parts: string[];
}

export function newCourtDraft(drafts: readonly CourtDraft[], key: string): CourtDraft {
  return { key, name: `Court ${drafts.length + 1}`, sports: [], parts: [], format: null };
}

/** Removes a draft, and takes it out of any pitch made of it. */
export function withoutDraft(drafts: readonly CourtDraft[], key: string): CourtDraft[] {
  return drafts
    .filter((draft) => draft.key !== key)
    .map((draft) => ({ ...draft, parts: draft.parts.filter((part) => part !== key) }));
}

/** What postTurf's `courts` gets: parts by name, each court's format (null: none). */
export function courtInputsOfDrafts(drafts: readonly CourtDraft[]): CourtInput[] {
  const nameOf = new Map(drafts.map((draft) => [draft.key, draft.name.trim()]));
  return drafts.map((draft) => ({
    name: draft.name.trim(),
    sports: draft.sports,
    parts: draft.parts.map((key) => nameOf.get(key) ?? key),
    format: draft.format,
  }));
}

/** The first thing wrong with the drafts, or null (no drafts: the one default court). */
export function courtDraftsProblem(drafts: readonly CourtDraft[]): string | null {
  return drafts.length === 0 ? null : courtsInputProblem(courtInputsOfDrafts(drafts));
}

/** The drafts a draft may be made of: the other plain ones with a name. */
export function partChoicesFor(drafts: readonly CourtDraft[], key: string) {
  return drafts
    .filter((draft) => draft.key !== key && draft.parts.length === 0 && draft.name.trim() !== '')
    .map((draft) => ({ value: draft.key, label: draft.name.trim() }));
}
