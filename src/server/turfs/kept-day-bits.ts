import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { sharedFreshRead } from '../http/answer-cache';

// Each turf's day bits (turf_day_slots, migration 0011) kept in this process for the days
// searched, so a slot search reads no row per turf (docs/decisions/020). A day is read whole
// once; after that only the turfs the availability feed names (migration 0010's notice, sent at
// commit to every process) are read again, and a feed that may have missed notices drops every
// day. Before the bits are used the feed catches up (one round trip on its listening connection,
// shared by every request waiting), and every turf named until then is read again first: a
// change committed before the request, in any process, is in the bits the request sees.

/** The availability feed as seen from here (bookings/availability-feed.ts). */
export interface AvailabilityChanges {
  readonly hearsChanges: boolean;
  watchAll(
    listener: (change: { turfId: string; date: string } | null) => void,
  ): Promise<() => void>;
  caughtUp(): Promise<void>;
}

/**
 * A turf's day as the trigger keeps it, each 48-bit mask in two halves of 24 bits (JavaScript's
 * bit operators work on 32): `low` holds the half-hours from 0:00 to 11:30, `high` the rest.
 */
export interface TurfDayBits {
  takenLow: number;
  takenHigh: number;
  heldLow: number;
  heldHigh: number;
  /** Epoch ms until which every hold of the day is live (Infinity: holds without an end). */
  heldLiveUntil: number | null;
}

const BIT_COLUMNS = `(taken & 16777215)::int as "takenLow", (taken >> 24)::int as "takenHigh",
  (held & 16777215)::int as "heldLow", (held >> 24)::int as "heldHigh",
  (extract(epoch from held_live_until) * 1000)::float8 as "heldLiveUntil"`;

const WHOLE_DAY: Statement = {
  name: 'turf_day_bits_whole_day',
  text: `select turf_id as "turfId", ${BIT_COLUMNS} from turf_day_slots where day = $1::date`,
};
const SOME_TURFS: Statement = {
  name: 'turf_day_bits_some_turfs',
  text: `select turf_id as "turfId", ${BIT_COLUMNS} from turf_day_slots
    where day = $1::date and turf_id = any($2::uuid[])`,
};

type BitsRow = TurfDayBits & { turfId: string };

/** A day's bits by turf (a turf without a row has nothing taken or held) and their version. */
export interface DayBits {
  bits: ReadonlyMap<string, TurfDayBits>;
  version: string;
}

class KeptDay {
  readonly bits = new Map<string, TurfDayBits>();
  /** Notices heard for this day; `applied` of them are in `bits` (−1: not read yet). */
  heard = 0;
  applied = -1;
  /** Turfs named since they were last read. */
  named = new Set<string>();
  reading: Promise<void> | null = null;
}

/** Days kept at once: the bookable week and a day either side of midnight. */
const MAX_DAYS = 9;

export class KeptDayBits {
  private readonly days = new Map<string, KeptDay>();
  /** Moves when the feed may have missed notices: every kept day was dropped. */
  private generation = 0;
  private watching: Promise<boolean> | null = null;
  private readonly catchUp: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly changes: AvailabilityChanges | null,
  ) {
    this.catchUp = sharedFreshRead(() => changes!.caughtUp());
  }

  /**
   * The day's version, or null while changes cannot be heard (not yet, or not at all): then
   * nothing may be kept. Read it before reading the data an answer is made of.
   */
  async versionOf(day: string): Promise<string | null> {
    if (!(await this.caughtUpNow())) return null;
    return this.versionOfKept(this.keptDay(day));
  }

  /**
   * The day's bits, with every change committed before the request. Call it after versionOf
   * answered a version for this request: that call caught the feed up, so this one need not.
   */
  async bitsOf(day: string): Promise<DayBits> {
    for (;;) {
      const kept = this.keptDay(day);
      const wanted = kept.heard;
      while (kept.applied < wanted) {
        kept.reading ??= this.read(day, kept).finally(() => (kept.reading = null));
        await kept.reading;
      }
      // Dropped meanwhile (the feed reconnected): read it again as a new day.
      if (this.days.get(day) === kept)
        return { bits: kept.bits, version: this.versionOfKept(kept) };
    }
  }

  /**
   * Bits read from the bookings themselves (a day whose holds may have run out), kept unless a
   * notice for that day arrived since `version` (then the next search reads the trigger's).
   */
  replace(day: string, version: string, rows: ReadonlyMap<string, TurfDayBits>) {
    const kept = this.days.get(day);
    if (!kept || this.versionOfKept(kept) !== version) return;
    for (const [turfId, bits] of rows) kept.bits.set(turfId, bits);
  }

  private versionOfKept(kept: KeptDay) {
    return `${this.generation}.${kept.heard}`;
  }

  private async caughtUpNow(): Promise<boolean> {
    if (!(await this.watch())) return false;
    try {
      await this.catchUp();
      return true;
    } catch {
      return false;
    }
  }

  private keptDay(day: string) {
    let kept = this.days.get(day);
    if (!kept) {
      // The earliest day goes first (days before today are not searched again); answers kept
      // under its versions must not match a new count from 0.
      if (this.days.size >= MAX_DAYS) {
        this.days.delete([...this.days.keys()].sort()[0]!);
        this.generation += 1;
      }
      this.days.set(day, (kept = new KeptDay()));
    }
    return kept;
  }

  /** Reads the day whole, or the turfs named since; a notice meanwhile names its turf again. */
  private async read(day: string, kept: KeptDay) {
    const covering = kept.heard;
    const whole = kept.applied < 0;
    const named = kept.named;
    kept.named = new Set();
    try {
      const rows = whole
        ? await queryRows<BitsRow>(this.db, WHOLE_DAY, [day])
        : await queryRows<BitsRow>(this.db, SOME_TURFS, [day, [...named]]);
      if (whole) kept.bits.clear();
      else for (const turfId of named) kept.bits.delete(turfId);
      for (const { turfId, ...bits } of rows) kept.bits.set(turfId, bits);
      kept.applied = covering;
    } catch (error) {
      for (const turfId of named) kept.named.add(turfId);
      throw error;
    }
  }

  private watch(): Promise<boolean> {
    if (!this.changes?.hearsChanges) return Promise.resolve(false);
    this.watching ??= this.changes
      .watchAll((change) => {
        if (!change) {
          this.generation += 1;
          this.days.clear();
          return;
        }
        const kept = this.days.get(change.date);
        if (!kept) return;
        kept.heard += 1;
        kept.named.add(change.turfId);
      })
      .then(
        () => true,
        (error: unknown) => {
          // Try again with the next search; until then nothing is kept.
          this.watching = null;
          console.error('The slot search cannot hear availability changes:', error);
          return false;
        },
      );
    return this.watching;
  }
}
