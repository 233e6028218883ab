import { z } from 'zod';
import { freeSlotSchema, turfListAnswerSchema } from '../../shared/api/turf-contract';
import { timeLabel } from '../../shared/slots';
import type { Db } from '../db/database';
import { queryRows } from '../db/prepared-query';
import { VersionedCache } from '../http/answer-cache';
import { PreparedAnswer } from '../http/cached-answer';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import { KeptDayBits, type AvailabilityChanges } from './kept-day-bits';
import {
  countWhenPastTheEnd,
  currentTurfListVersion,
  listApprovedTurfs,
  turfListKey,
} from './list-query';
import { slotSearchInMemory, type FoundTurf } from './slot-search-memory';
import {
  slotSearchStatement,
  startsOf,
  type SlotSearchFilter,
  type SlotSearchRow,
} from './slot-search-statement';

// A slot search's answer (docs/decisions/018): the statement names the turfs and their free
// starts; each turf's JSON text is the list's own, written once per data version and image
// origin and kept, so an answer of a thousand turfs is joined from kept texts instead of read
// from the database and written anew. The text of a turf ends with its last field; the free
// slots, the one field the search adds, are the contract's last field of a listed turf.

const writeTurf = contractWriter(turfListAnswerSchema.shape.turfs.element);
const writeFreeSlots = contractWriter(z.array(freeSlotSchema));

/** Each listed turf's JSON text without its closing brace, by id, as UTF-8. */
class TurfTexts {
  constructor(
    readonly byId: Map<string, Buffer>,
    readonly size: number,
  ) {}
}

const ANSWER_HEAD = Buffer.from('{"success":true,"turfs":[');
const COMMA = Buffer.from(',');

/** A few origins (the public URL, a test's host), each a few MB at 10,000 turfs. */
const MAX_ORIGINS = 8;
const MAX_BYTES = 256 * 1024 * 1024;
/** A turf listed after its texts were made: read the version again, at most this often. */
const ATTEMPTS = 3;
/** Searches kept at once, and for how long at most. */
const MAX_ANSWERS = 1024;
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
const KEEP_MS = 15_000;
/** Searches asked once, remembered so that the second asking keeps the answer. */
const MAX_ASKED = 16_384;

export function slotSearchAnswers(db: Db, changes: AvailabilityChanges | null) {
  const currentVersion = currentTurfListVersion(db);
  const texts = new VersionedCache<TurfTexts>(MAX_ORIGINS, MAX_BYTES);
  const answers = new VersionedCache<PreparedAnswer>(MAX_ANSWERS, MAX_ANSWER_BYTES);
  const days = new KeptDayBits(db, changes);
  const searchInMemory = slotSearchInMemory(db, days);

  async function buildTexts(origin: string) {
    const { turfs } = await listApprovedTurfs(db, {});
    const byId = new Map<string, Buffer>();
    let size = 0;
    for (const turf of turfs) {
      const text = writeTurf({ ...turf, images: publicImageUrl(turf.images, origin) });
      const bytes = Buffer.from(text.slice(0, -1));
      byId.set(turf._id, bytes);
      size += bytes.length + 100;
    }
    return new TurfTexts(byId, size);
  }

  const searchInDatabase = async (filter: SlotSearchFilter) => {
    const { statement, params } = slotSearchStatement(filter);
    return queryRows<SlotSearchRow>(db, statement, params);
  };

  /** Every match with its free starts and, when paged, the total, however it was found. */
  async function search(
    filter: SlotSearchFilter,
    listVersion: string | null,
    dayVersion: string | null,
  ) {
    const everyMatch = await searchInMemory(filter, listVersion, dayVersion);
    if (everyMatch) {
      const from = filter.offset ?? 0;
      const page =
        filter.limit === undefined ? everyMatch : everyMatch.slice(from, from + filter.limit);
      return { page, total: everyMatch.length };
    }
    const rows = await searchInDatabase(filter);
    const page = rows.map((row): FoundTurf => ({
      id: row.id,
      starts: startsOf(row.free_bits, filter.slot.starts),
    }));
    if (filter.limit === undefined) return { page, total: page.length };
    const firstRow = async (first: SlotSearchFilter) => (await searchInDatabase(first))[0];
    return { page, total: rows[0]?.total ?? (await countWhenPastTheEnd(filter, firstRow)) };
  }

  /** `,"freeSlots":[…]}`: the field the search adds, and the turf's closing brace. */
  function freeSlotsPart(filter: SlotSearchFilter, starts: readonly number[]) {
    const { date, minutes } = filter.slot;
    const slots = writeFreeSlots(
      starts.map((start) => ({
        date,
        start,
        end: start + minutes,
        startTime: timeLabel(start),
        endTime: timeLabel(start + minutes),
      })),
    );
    return Buffer.from(`,"freeSlots":${slots}}`);
  }

  /** The answer from the database and the kept turf texts (of `version`, read before). */
  async function freshAnswer(
    filter: SlotSearchFilter,
    origin: string,
    version: string | null,
    dayVersion: string | null,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      const known =
        version === null
          ? await buildTexts(origin)
          : await texts.get(origin, version, () => buildTexts(origin));
      const { page, total } = await search(filter, version, dayVersion);
      const missing = page.some((turf) => !known.byId.has(turf.id));
      // A turf listed between the version's read and the search: read them again. A list that
      // changes faster than that leaves such a turf out of this answer, never half-written.
      if (missing && attempt < ATTEMPTS) {
        version = await currentVersion();
        continue;
      }
      // Most turfs share their free starts (all of them, without flex): each part written once.
      const slotParts = new Map<string, Buffer>();
      const pieces: Buffer[] = [ANSWER_HEAD];
      for (const turf of page) {
        const text = known.byId.get(turf.id);
        if (!text) continue;
        const startsKey = turf.starts.join();
        let slots = slotParts.get(startsKey);
        if (!slots) slotParts.set(startsKey, (slots = freeSlotsPart(filter, turf.starts)));
        if (pieces.length > 1) pieces.push(COMMA);
        pieces.push(text, slots);
      }
      const totalField = filter.limit === undefined ? '' : `,"total":${total}`;
      pieces.push(Buffer.from(`]${totalField}}`));
      return new PreparedAnswer(Buffer.concat(pieces));
    }
  }

  /**
   * The answer, kept while the list's data, the day's availability (as this process hears it)
   * and the search's candidate starts stay the same, and at most KEEP_MS: a popular search
   * ("football tonight at 7") is made once for everyone asking until a slot of that day changes.
   * Both versions are read before the data. A search is kept from its second asking: most are
   * asked once (a price, a time), and keeping those would only churn the memory.
   */
  const askedOnce = new Map<string, string>();
  return async function slotSearchAnswer(filter: SlotSearchFilter, origin: string) {
    const dayVersion = await days.versionOf(filter.slot.date);
    const listVersion = await currentVersion();
    // A search that leaves out the searcher's own holds is theirs alone: never kept or shared.
    if (dayVersion === null || listVersion === null || filter.slot.mine)
      return freshAnswer(filter, origin, listVersion, dayVersion);
    const { date, starts, minutes, now } = filter.slot;
    const key = `${origin} ${turfListKey(filter)} ${date} ${starts.join(',')} ${minutes}`;
    const age = Math.floor(Date.parse(now) / KEEP_MS);
    const version = `${listVersion} ${dayVersion} ${age}`;
    if (askedOnce.get(key) !== version) {
      askedOnce.delete(key);
      if (askedOnce.size >= MAX_ASKED) askedOnce.delete(askedOnce.keys().next().value!);
      askedOnce.set(key, version);
      return freshAnswer(filter, origin, listVersion, dayVersion);
    }
    return answers.get(key, version, () => freshAnswer(filter, origin, listVersion, dayVersion));
  };
}
