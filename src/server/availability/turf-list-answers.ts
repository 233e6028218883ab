import { turfListAnswerSchema } from '../../shared/api/turf-contract';
import type { TurfListQuery } from '../../shared/turf-filters';
import type { Db } from '../db/database';
import { VersionedCache } from '../http/answer-cache';
import { PreparedAnswer } from '../http/cached-answer';
import { contractWriter } from '../http/fast-json';
import { withPublicUrls } from '../http/public-urls';
import { ownHoldsOnDay } from './own-holds-on-day';
import {
  currentTurfListVersion,
  listApprovedTurfs,
  turfListFilter,
  turfListKey,
  type TurfListFilter,
  type TurfListPage,
} from '../turfs/list-query';
import { searchAnswer } from './slot-search-results';

// The public turf list, made once per filter combination and data version and then sent as
// bytes (with its ETag, brotli and gzip forms) until a turf, a rating or a rater's name changes
// (docs/decisions/015). A slot search depends on bookings and the clock too: its answer is made
// fresh for every request and never kept (docs/decisions/027); only what changes with the venues
// alone (their courts, prices and list items) is kept, under the same data version (decision 048).

/** Enough for every filter combination of the list screens many times over. */
const MAX_ANSWERS = 256;
const MAX_BYTES = 64 * 1024 * 1024;

const writeList = contractWriter(turfListAnswerSchema);

export function turfListAnswers(db: Db) {
  const currentVersion = currentTurfListVersion(db);
  const answers = new VersionedCache<PreparedAnswer>(MAX_ANSWERS, MAX_BYTES);

  function answerOf(page: TurfListPage, origin: string) {
    const turfs = page.turfs.map((turf) => withPublicUrls(turf, origin));
    return new PreparedAnswer(Buffer.from(writeList({ success: true, ...page, turfs })));
  }

  async function build(filter: TurfListFilter, origin: string) {
    return answerOf(await listApprovedTurfs(db, filter), origin);
  }

  /** The answer for this request, with images on `origin`. */
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
      const slot = { ...filter.slot, ...(mine && { mine }) };
      const found = await searchAnswer(db, { ...filter, slot }, origin);
      return new PreparedAnswer(Buffer.from(writeList({ success: true, ...found })));
    }
    const version = await currentVersion();
    // Each point asked near is its own answer: kept, they would push out the answers many share.
    if (version === null || filter.near) return build(filter, origin);
    return answers.get(`${origin} ${turfListKey(filter)}`, version, () => build(filter, origin));
  };
}
