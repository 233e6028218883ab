import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPerDb, type Db } from '../db/database';
import { courtParts, courts, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { venuesMoney } from '../bookings/slot-rules';

// The owner screen's figures in four statements over all of an owner's turfs at once (never a
// query per turf): money, the coming week's sold time, and each turf's opening hours. Dates and
// sums come back as text so PGlite and node-postgres answer the same strings (bigint sums too).
// What money is: bookings/slot-rules.ts venuesMoney (the CSV's net reads the same rule).

const b = alias(bookings, 'b');
const owner = sql.placeholder('ownerId');
const timeZone = sql.placeholder('timeZone');
const since = sql.placeholder('since');
const today = sql.placeholder('today');
const weekEnd = sql.placeholder('weekEnd');

/**
 * One row per turf and basis and day:
 * - 'total': all time, amount less refunds (spec §9), no day;
 * - 'play': by date of play, amount less refunds: a refund counts on the day of the game it
 *   undoes, so a day shows what its games finally brought in;
 * - 'paid': by the venue date of payment (the 'paid' event; created_at for rows older than the
 *   events), the whole amount, with the bookings that still stand;
 * - 'refund': by the venue date the refund was decided (the 'cancelled' event, else cancelled_at),
 *   negative. Cash in and cash out on their own days: 'paid' + 'refund' is the money view.
 */
const money = preparedPerDb((db) =>
  db
    .select({
      turf_id: sql<string>`money.turf_id`,
      basis: sql<'total' | 'play' | 'paid' | 'refund'>`money.basis`,
      day: sql<string | null>`money.day`,
      paise: sql<string>`money.paise`,
      bookings: sql<number>`money.bookings`,
    })
    .from(
      sql`(with paid as (
        select b.turf_id, b.day, b.status, b.amount_paise, b.refunded_paise,
          (coalesce(e.paid_at, b.created_at) at time zone ${timeZone})::date as paid_day,
          (coalesce(e.refund_at, b.cancelled_at, e.paid_at, b.created_at) at time zone ${timeZone})::date
            as refund_day
        from ${turfs} t
        join ${bookings} b on b.turf_id = t.id
        left join lateral (
          select min(ev.at) filter (where ev.kind = 'paid') as paid_at,
            min(ev.at) filter (where ev.kind in ('cancelled', 'refunded')) as refund_at
          from booking_events ev where ev.booking_id = b.id
        ) e on true
        where t.owner_id = ${owner} and ${venuesMoney(b)}
      )
      select turf_id::text as turf_id, 'total' as basis, null::text as day,
          sum(amount_paise - refunded_paise)::text as paise, 0 as bookings
        from paid group by turf_id
      union all
      select turf_id::text, 'play', day::text, sum(amount_paise - refunded_paise)::text, 0
        from paid where day between ${since}::date and ${weekEnd}::date group by turf_id, day
      union all
      select turf_id::text, 'paid', paid_day::text, sum(amount_paise)::text,
          (count(*) filter (where status = 'confirmed'))::int
        from paid where paid_day between ${since}::date and ${today}::date group by turf_id, paid_day
      union all
      select turf_id::text, 'refund', refund_day::text, (-sum(refunded_paise))::text, 0
        from paid where refunded_paise > 0 and refund_day between ${since}::date and ${today}::date
        group by turf_id, refund_day) as money`,
    )
    .prepare('owner_figures_money'),
);

export type MoneyRow = Awaited<ReturnType<ReturnType<typeof money>['execute']>>[number];

/**
 * Confirmed bookings only: blocks and holds are not sold time. Ranges as 'start-end,…', per
 * court and day.
 */
const week = preparedPerDb((db) =>
  db
    .select({
      turf_id: bookings.turfId,
      court_id: bookings.courtId,
      day: bookings.day,
      ranges: sql<string>`string_agg(${bookings.startMinute} || '-' || ${bookings.endMinute}, ',')`,
    })
    .from(turfs)
    .innerJoin(bookings, eq(bookings.turfId, turfs.id))
    .where(
      and(
        eq(turfs.ownerId, owner),
        eq(bookings.status, 'confirmed'),
        between(bookings.day, today, weekEnd),
      ),
    )
    .groupBy(bookings.turfId, bookings.courtId, bookings.day)
    .prepare('owner_figures_week'),
);

export type WeekRow = Awaited<ReturnType<ReturnType<typeof week>['execute']>>[number];

const ownedTurfs = preparedPerDb((db) =>
  db
    .select({ id: turfs.id, opening_hours: turfs.openingHours })
    .from(turfs)
    .where(eq(turfs.ownerId, owner))
    .orderBy(asc(turfs.createdAt), asc(turfs.id))
    .prepare('owner_figures_turfs'),
);

export type OwnedTurfRow = Awaited<ReturnType<ReturnType<typeof ownedTurfs>['execute']>>[number];

/** Every court of the owner's turfs, retired ones too (a booking this week may be on one). */
const ownedCourts = preparedPerDb((db) =>
  db
    .select({
      id: courts.id,
      turf_id: courts.turfId,
      name: courts.name,
      live: sql<boolean>`${courts.retiredAt} is null`,
      parts: sql<string[]>`array(select ${courtParts.partId} from ${courtParts}
        where ${courtParts.courtId} = ${courts.id})`,
    })
    .from(courts)
    .innerJoin(turfs, eq(turfs.id, courts.turfId))
    .where(eq(turfs.ownerId, owner))
    .orderBy(asc(courts.turfId), asc(courts.position))
    .prepare('owner_figures_courts'),
);

export type OwnedCourtRow = Awaited<ReturnType<ReturnType<typeof ownedCourts>['execute']>>[number];

export interface FigureWindow {
  ownerId: string;
  timeZone: string;
  /** The first of the last 30 days. */
  since: string;
  today: string;
  /** The last day of "this week": today and the next 6. */
  weekEnd: string;
}

export async function readOwnerFigures(db: Db, window: FigureWindow) {
  const values = { ...window };
  const [moneyRows, weekRows, turfRows, courtRows] = await Promise.all([
    money(db).execute(values),
    week(db).execute(values),
    ownedTurfs(db).execute(values),
    ownedCourts(db).execute(values),
  ]);
  return { money: moneyRows, week: weekRows, turfs: turfRows, courts: courtRows };
}
