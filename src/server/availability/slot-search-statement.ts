import { and, eq, fillPlaceholders, not, sql } from 'drizzle-orm';
import { preparedPerShape, type Db } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { HOLD_FIELDS, LIVE_HOLDS_ON_DAY } from './own-holds-on-day';
import {
  filterConditions,
  filterValues,
  ORDERS,
  RATINGS_JOIN,
  type TurfListFilter,
} from '../turfs/list-statement';

// The slot search's reads (docs/decisions/017, 018, 027, 047, 048, 073): one row a listing the
// filters match, in the order asked, with its plain courts' day bits (turf_day_slots, kept by
// migration 0032's trigger), read fresh by every search so
// a hold committed through any process is seen by the next one. What changes only with the
// venue (its courts, prices and list item) comes from the search catalogue (search-catalogue.ts);
// which starts are free is decided in slot-search-free.ts.

export type SlotSearchFilter = TurfListFilter & { slot: NonNullable<TurfListFilter['slot']> };

/** A listing the search's filters match, and its day. */
export interface SearchRow {
  id: string;
  /** The day's plain courts' ground numbers, comma-separated ('': none taken). */
  grounds: string;
  /** Their taken and held bits, in the same order, as decimal numbers comma-separated. */
  taken: string;
  held: string;
  /** Whether every held half-hour is a live hold now (held_live_until ahead of the clock). */
  holds_live: boolean;
}

/**
 * Every listing the filters match, in their order (no page: the price or the bits decide it), as
 * one text: a line a listing (`|` between them), its id, grounds, taken and held bits and whether
 * its holds are live (`;` between them). One value, not a row a listing: reading a third of the
 * city's venues as rows cost the app more than deciding and pricing them (docs/decisions/048).
 * The day's arrays are made text here, per search: keeping them as text on the row (decision 051)
 * bought no target of the open-loop row (decision 073).
 */
const searchRows = preparedPerShape(
  (db, { filter, key }: { filter: TurfListFilter; key: string }) => {
    const { where, order } = filterConditions(filter);
    const ratings = order === 'rating' ? RATINGS_JOIN : sql``;
    // held_live_until is null exactly when nothing is held (migration 0032).
    const live = sql`coalesce(d.held_live_until > ${sql.placeholder('now')}::timestamptz, true)`;
    return db
      .select({
        lines: sql<string | null>`string_agg(t.id
          || ';' || coalesce(array_to_string(d.grounds, ','), '')
          || ';' || coalesce(array_to_string(d.taken, ','), '')
          || ';' || coalesce(array_to_string(d.held, ','), '')
          || ';' || case when ${live} then 't' else 'f' end,
          '|' order by ${ORDERS[order]})`,
      })
      .from(
        sql`turfs t left join turf_day_slots d
          on d.day = ${sql.placeholder('date')}::date and d.turf_id = t.id ${ratings}`,
      )
      .where(where)
      .prepare(`turf_slot_search_${key}`);
  },
);

/** A listing's line of the statement's text. */
function searchRowOf(line: string): SearchRow {
  const [id, grounds, taken, held, live] = line.split(';');
  return { id: id!, grounds: grounds!, taken: taken!, held: held!, holds_live: live === 't' };
}

/** The statement's shape: filters and order only (it never pages). */
function searchKey(filter: TurfListFilter): string {
  const { shape } = filterConditions({ ...filter, limit: undefined, offset: undefined });
  return shape;
}

function searchValues(filter: SlotSearchFilter) {
  return { ...filterValues(filter), date: filter.slot.date, now: filter.slot.now };
}

/** The listings the filters match, in their order, each with the day's bits. */
export async function searchRowsOf(db: Db, filter: SlotSearchFilter): Promise<SearchRow[]> {
  const key = searchKey(filter);
  const [{ lines } = { lines: null }] = await searchRows(db, key, { filter, key }).execute(
    searchValues(filter),
  );
  return lines ? lines.split('|').map(searchRowOf) : [];
}

/**
 * The statement as PostgreSQL gets it, with its values in order (for EXPLAIN in the bench).
 */
export function slotSearchText(db: Db, filter: SlotSearchFilter) {
  const key = searchKey(filter);
  const query = searchRows(db, key, { filter, key }).getQuery();
  return { text: query.sql, params: fillPlaceholders(query.params, searchValues(filter)) };
}

/**
 * The holds that still take their slot at `now` on listings whose day row has a hold that may
 * have run out (held_live_until passed): their held bits are then rebuilt from these, the
 * booking core's "takes its slot" (bookings/slot-rules) deciding. The searching player's own are
 * left out (decision 025).
 */
const liveHolds = preparedPerShape((db, mine: boolean) =>
  db
    .select({ turfId: bookings.turfId, ...HOLD_FIELDS })
    .from(bookings)
    .where(
      and(
        sql`${bookings.turfId} = any(${sql.placeholder('ids')}::uuid[])`,
        LIVE_HOLDS_ON_DAY,
        mine ? not(eq(bookings.userId, sql.placeholder('viewerId'))) : undefined,
      ),
    )
    .prepare(`turf_slot_search_live_holds${mine ? '_mine' : ''}`),
);

export type LiveHold = { turfId: string; grounds: number[]; start: number; end: number };

export async function liveHoldsOn(
  db: Db,
  ids: readonly string[],
  filter: SlotSearchFilter,
): Promise<LiveHold[]> {
  if (ids.length === 0) return [];
  const { date, now, mine } = filter.slot;
  return liveHolds(db, String(!!mine), !!mine).execute({
    ids,
    date,
    now: new Date(now),
    viewerId: mine?.viewerId,
  });
}
