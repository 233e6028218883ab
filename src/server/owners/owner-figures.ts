import type { OwnerEarnings, TurfStats } from '../../shared/api/owner-contract';
import { groundOf, type Court } from '../../shared/courts';
import { isClosedSlot, type WeekHours } from '../../shared/opening-hours';
import { paiseToRupees } from '../../shared/pricing';
import { SLOT_MINUTES, SLOT_TIMES } from '../../shared/slots';
import { dateRange, type LocalDate } from '../../shared/time';
import type { MoneyRow, OwnedCourtRow, OwnedTurfRow, WeekRow } from './owner-figures-sql';

// Turns the rows of owner-figures-sql into the answer: pure, so every rule here is tested without
// a database. Sums stay in paise until the last step; rupees only at the edge.

export interface FigureDays {
  /** The last 30 days, today last. */
  last30: LocalDate[];
  /** Today and the next 6. */
  week: LocalDate[];
}

export function figureDays(today: LocalDate, since: LocalDate): FigureDays {
  return { last30: dateRange(since, 30), week: dateRange(today, 7) };
}

function addTo(map: Map<string, number>, key: string, paise: number) {
  map.set(key, (map.get(key) ?? 0) + paise);
}

function series(days: readonly LocalDate[], paiseByDay: Map<string, number>) {
  return days.map((date) => ({ date, amount: paiseToRupees(paiseByDay.get(date) ?? 0) }));
}

function parseRanges(text: string): { start: number; end: number }[] {
  return text.split(',').map((pair) => {
    const [start, end] = pair.split('-').map(Number) as [number, number];
    return { start, end };
  });
}

/** The grid's half-hour cells a turf is open on this date (its hours, or the default). */
export function openHalfHours(date: LocalDate, hours: WeekHours | null): number[] {
  return SLOT_TIMES.filter((minutes) => !isClosedSlot(date, minutes, hours));
}

/**
 * The open cells a day's bookings sold: a cell counts once, and only if the hours leave it open
 * (hours changed after a booking must not push occupancy past 100%).
 */
export function soldHalfHours(
  date: LocalDate,
  ranges: readonly { start: number; end: number }[],
  hours: WeekHours | null,
): number {
  const open = new Set(openHalfHours(date, hours));
  const sold = new Set<number>();
  for (const { start, end } of ranges) {
    // A cell starting at `cell` is sold when the booking covers any of it ('11:30 PM–11:59 PM').
    for (let cell = start - (start % SLOT_MINUTES); cell < end; cell += SLOT_MINUTES) {
      if (open.has(cell)) sold.add(cell);
    }
  }
  return sold.size;
}

// A venue's week of occupancy with its courts (docs/decisions/030), pure. The venue counts in
// its plain courts' half-hours: each plain court in use offers the open cells, and a cell of it
// is sold when a booking stands on it (its own, or a whole pitch's made of it), so a whole pitch
// booked fills both halves and a four-court hall is full only when all four are. Each court in
// use also gets the cells sold on itself.

export interface OccupancyCourt extends Court {
  live: boolean;
}

/** Sold ranges by court and day: `${courtId} ${date}`. */
export type RangesByCourtDay = ReadonlyMap<string, readonly { start: number; end: number }[]>;

export const courtDayKey = (courtId: string, date: string) => `${courtId} ${date}`;

export function venueOccupancy(
  turf: { opening_hours: WeekHours | null },
  courts: readonly OccupancyCourt[],
  week: readonly LocalDate[],
  ranges: RangesByCourtDay,
): Pick<TurfStats, 'occupancy' | 'courts'> {
  const live = courts.filter((court) => court.live);
  const openByDay = new Map(week.map((date) => [date, openHalfHours(date, turf.opening_hours)]));
  const openInWeek = week.reduce((sum, date) => sum + openByDay.get(date)!.length, 0);
  const rangesOn = (courtIds: readonly string[], date: string) =>
    courtIds.flatMap((id) => ranges.get(courtDayKey(id, date)) ?? []);
  const soldInWeek = (courtIds: readonly string[]) =>
    week.reduce(
      (sum, date) => sum + soldHalfHours(date, rangesOn(courtIds, date), turf.opening_hours),
      0,
    );

  const plain = live.filter((court) => court.parts.length === 0);
  const standingOn = (plainId: string) =>
    courts.filter((court) => groundOf(court).includes(plainId)).map(({ id }) => id);
  return {
    occupancy: {
      openHalfHours: openInWeek * plain.length,
      soldHalfHours: plain.reduce((sum, court) => sum + soldInWeek(standingOn(court.id)), 0),
    },
    courts: live.map((court) => ({
      courtId: court.id,
      name: court.name,
      openHalfHours: openInWeek,
      soldHalfHours: soldInWeek([court.id]),
    })),
  };
}

interface Rows {
  money: readonly MoneyRow[];
  week: readonly WeekRow[];
  turfs: readonly OwnedTurfRow[];
  courts: readonly OwnedCourtRow[];
}

export function assembleFigures(rows: Rows, days: FigureDays): Omit<OwnerEarnings, 'venueMoney'> {
  const { last30, week } = days;
  let totalPaise = 0;
  const byPaymentDay = new Map<string, number>();
  const byPlayDay = new Map<string, number>();
  const turfPaise = new Map<string, number>();
  const turfBookings = new Map<string, number>();
  for (const row of rows.money) {
    const paise = Number(row.paise);
    if (row.basis === 'total') {
      totalPaise += paise;
    } else if (row.basis === 'play') {
      addTo(byPlayDay, row.day!, paise);
    } else {
      // 'paid' and 'refund' rows are all within the last 30 days (the statement's window).
      addTo(byPaymentDay, row.day!, paise);
      addTo(turfPaise, row.turf_id, paise);
      addTo(turfBookings, row.turf_id, Number(row.bookings));
    }
  }

  const bookedMinutes = new Map<string, number>();
  const rangesOf = new Map<string, { start: number; end: number }[]>();
  for (const row of rows.week) {
    const ranges = parseRanges(row.ranges);
    rangesOf.set(courtDayKey(row.court_id, row.day), ranges);
    addTo(
      bookedMinutes,
      row.day,
      ranges.reduce((sum, r) => sum + r.end - r.start, 0),
    );
  }
  const courtsOf = new Map<string, OccupancyCourt[]>();
  for (const { turf_id, ...court } of rows.courts) {
    const listed = courtsOf.get(turf_id) ?? [];
    listed.push({ ...court, sports: [] });
    courtsOf.set(turf_id, listed);
  }

  const turfStats: TurfStats[] = rows.turfs.map((turf) => ({
    turfId: turf.id,
    bookings30Days: turfBookings.get(turf.id) ?? 0,
    earnings30Days: paiseToRupees(turfPaise.get(turf.id) ?? 0),
    ...venueOccupancy(turf, courtsOf.get(turf.id) ?? [], week, rangesOf),
  }));

  const playDays = [...last30, ...week.slice(1)];
  return {
    totalEarnings: paiseToRupees(totalPaise),
    earningsByDay: series(last30, byPaymentDay),
    earningsByPlayDay: series(playDays, byPlayDay),
    bookedHoursByDay: week.map((date) => ({
      date,
      hours: Math.round(((bookedMinutes.get(date) ?? 0) / 60) * 100) / 100,
    })),
    turfStats,
  };
}
