import { turfListAnswerSchema } from '../../shared/api/turf-contract';
import type { TurfListQuery } from '../../shared/turf-filters';
import type { Db } from '../db/database';
import { VersionedCache } from '../http/answer-cache';
import { PreparedAnswer } from '../http/cached-answer';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import type { AvailabilityChanges } from './kept-day-bits';
import { ownHoldsOnDay } from './own-holds-on-day';
import { slotSearchAnswers } from './slot-search-answers';
import {
  currentTurfListVersion,
  listApprovedTurfs,
  turfListFilter,
  turfListKey,
  type TurfListFilter,
} from './list-query';

// The public turf list, made once per filter combination and data version and then sent as
// bytes (with its ETag, brotli and gzip forms) until a turf, a rating or a rater's name changes.

/** Enough for every filter combination of the list screens many times over. */
const MAX_ANSWERS = 256;
const MAX_BYTES = 64 * 1024 * 1024;

const writeList = contractWriter(turfListAnswerSchema);

export function turfListAnswers(db: Db, changes: AvailabilityChanges | null) {
  const currentVersion = currentTurfListVersion(db);
  const answers = new VersionedCache<PreparedAnswer>(MAX_ANSWERS, MAX_BYTES);
  const slotSearchAnswer = slotSearchAnswers(db, changes);

  async function build(filter: TurfListFilter, origin: string) {
    const page = await listApprovedTurfs(db, filter);
    for (const turf of page.turfs) turf.images = publicImageUrl(turf.images, origin);
    return new PreparedAnswer(Buffer.from(writeList({ success: true, ...page })));
  }

  /**
   * The answer for this request, with images on `origin`. A slot search depends on bookings and
   * the clock, not only on the list's data version: slot-search-answers.ts keeps it while the
   * day's availability is unchanged.
   */
  return async function turfListAnswer(
    query: TurfListQuery,
    origin: string,
    clock: { now: Date; timeZone: string },
    /** The logged-in player searching, whose own holds are no obstacle to them. */
    playerId: string | null = null,
  ) {
    const filter = turfListFilter(query, clock);
    if (filter.slot) {
      const { date, now } = filter.slot;
      const mine = playerId ? await ownHoldsOnDay(db, playerId, date, now) : null;
      return slotSearchAnswer(
        { ...filter, slot: { ...filter.slot, ...(mine && { mine }) } },
        origin,
      );
    }
    const version = await currentVersion();
    if (version === null) return build(filter, origin);
    return answers.get(`${origin} ${turfListKey(filter)}`, version, () => build(filter, origin));
  };
}
