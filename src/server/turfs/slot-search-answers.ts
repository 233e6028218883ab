import { z } from 'zod';
import { freeSlotSchema, turfListAnswerSchema } from '../../shared/api/turf-contract';
import { timeLabel } from '../../shared/slots';
import type { Db } from '../db/database';
import { queryRows } from '../db/prepared-query';
import { VersionedCache } from '../http/answer-cache';
import { PreparedAnswer } from '../http/cached-answer';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import { DayVersions, type AvailabilityChanges } from './day-versions';
import {
  countWhenPastTheEnd,
  currentTurfListVersion,
  listApprovedTurfs,
  turfListKey,
} from './list-query';
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

/** Each listed turf's JSON text without its closing brace, by id. */
class TurfTexts {
  constructor(
    readonly byId: Map<string, string>,
    readonly size: number,
  ) {}
}

/** A few origins (the public URL, a test's host), each a few MB at 10,000 turfs. */
const MAX_ORIGINS = 8;
const MAX_BYTES = 256 * 1024 * 1024;
/** A turf listed after its texts were made: read the version again, at most this often. */
const ATTEMPTS = 3;
/** Searches kept at once, and for how long at most. */
const MAX_ANSWERS = 1024;
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
const KEEP_MS = 15_000;

export function slotSearchAnswers(db: Db, changes: AvailabilityChanges | null) {
  const currentVersion = currentTurfListVersion(db);
  const texts = new VersionedCache<TurfTexts>(MAX_ORIGINS, MAX_BYTES);
  const answers = new VersionedCache<PreparedAnswer>(MAX_ANSWERS, MAX_ANSWER_BYTES);
  const days = new DayVersions(changes);

  async function buildTexts(origin: string) {
    const { turfs } = await listApprovedTurfs(db, {});
    const byId = new Map<string, string>();
    let size = 0;
    for (const turf of turfs) {
      const text = writeTurf({ ...turf, images: publicImageUrl(turf.images, origin) });
      byId.set(turf._id, text.slice(0, -1));
      size += text.length * 2;
    }
    return new TurfTexts(byId, size);
  }

  const search = async (filter: SlotSearchFilter) => {
    const { statement, params } = slotSearchStatement(filter);
    return queryRows<SlotSearchRow>(db, statement, params);
  };

  function freeSlotsText(filter: SlotSearchFilter, starts: number[]) {
    const { date, minutes } = filter.slot;
    return writeFreeSlots(
      starts.map((start) => ({
        date,
        start,
        end: start + minutes,
        startTime: timeLabel(start),
        endTime: timeLabel(start + minutes),
      })),
    );
  }

  /** The answer from the database and the kept turf texts (of `version`, read before). */
  async function freshAnswer(filter: SlotSearchFilter, origin: string, version: string | null) {
    for (let attempt = 1; ; attempt += 1) {
      const known =
        version === null
          ? await buildTexts(origin)
          : await texts.get(origin, version, () => buildTexts(origin));
      const rows = await search(filter);
      const missing = rows.some((row) => !known.byId.has(row.id));
      // A turf listed between the version's read and the search: read them again. A list that
      // changes faster than that leaves such a turf out of this answer, never half-written.
      if (missing && attempt < ATTEMPTS) {
        version = await currentVersion();
        continue;
      }
      const parts: string[] = [];
      for (const row of rows) {
        const text = known.byId.get(row.id);
        const starts = startsOf(row.free_bits, filter.slot.starts);
        if (text) parts.push(`${text},"freeSlots":${freeSlotsText(filter, starts)}}`);
      }
      let body = `{"success":true,"turfs":[${parts.join(',')}]`;
      if (filter.limit !== undefined) {
        const firstRow = async (first: SlotSearchFilter) => (await search(first))[0];
        body += `,"total":${rows[0]?.total ?? (await countWhenPastTheEnd(filter, firstRow))}`;
      }
      return new PreparedAnswer(Buffer.from(`${body}}`));
    }
  }

  /**
   * The answer, kept while the list's data, the day's availability (as this process hears it)
   * and the search's candidate starts stay the same, and at most KEEP_MS: a popular search
   * ("football tonight at 7") is made once for everyone asking until a slot of that day changes.
   * Both versions are read before the data.
   */
  return async function slotSearchAnswer(filter: SlotSearchFilter, origin: string) {
    const dayVersion = await days.versionOf(filter.slot.date);
    const listVersion = await currentVersion();
    if (dayVersion === null || listVersion === null)
      return freshAnswer(filter, origin, listVersion);
    const { date, starts, minutes, now } = filter.slot;
    const key = `${origin} ${turfListKey(filter)} ${date} ${starts.join(',')} ${minutes}`;
    const age = Math.floor(Date.parse(now) / KEEP_MS);
    return answers.get(key, `${listVersion} ${dayVersion} ${age}`, () =>
      freshAnswer(filter, origin, listVersion),
    );
  };
}
