// Mumbai's evening peak as decision 072 states it, pure: the kinds of request, how many of each
// arrive a second, the p99 each must meet at that rate, the paths they ask, and the schedule of
// arrival times (Poisson, a fixed seed) that the open-loop row offers whatever the server answers.
import { LOCATIONS, SPORTS } from '../../src/shared/catalog';
import { addDays, type LocalDate } from '../../src/shared/time';

export const KINDS = ['search', 'grid', 'list', 'booking', 'hot'] as const;
export type Kind = (typeof KINDS)[number];

export interface KindModel {
  /** What the table calls it. */
  label: string;
  /** Arrivals a second at the model's peak. */
  perSecond: number;
  /** The p99 it must meet at that rate, from when it was due (ms). */
  p99TargetMs: number;
}

/** Decision 072's table: about 300 requests a second. */
export const MODEL: Record<Kind, KindModel> = {
  search: { label: 'slot search', perSecond: 120, p99TargetMs: 250 },
  grid: { label: 'week grid', perSecond: 80, p99TargetMs: 150 },
  list: { label: 'turf list', perSecond: 40, p99TargetMs: 200 },
  booking: { label: 'booking (hold + confirm)', perSecond: 5, p99TargetMs: 500 },
  hot: { label: 'hot-slot try', perSecond: 50, p99TargetMs: 500 },
};

/** The model's rates times `scale` (1: the model; below 1 for a quick check that it runs). */
export function ratesAt(scale: number): Record<Kind, number> {
  return Object.fromEntries(KINDS.map((kind) => [kind, MODEL[kind].perSecond * scale])) as Record<
    Kind,
    number
  >;
}

export interface Arrival {
  /** When it is due, ms after the run's start. */
  at: number;
  kind: Kind;
  /** Its number among the run's arrivals of its kind (0, 1, …): picks its path or its slot. */
  n: number;
}

/** mulberry32: a small seeded generator, so a run's schedule can be offered again as it was. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Every arrival of a run of `seconds`, in time order: for each kind a Poisson process at its rate
 * (exponential gaps), except the hot-slot tries, which come `perSecond` to a slot, the n-th
 * slot's tries spread at random over the n-th second (a new day's race for one slot).
 */
export function arrivals(rates: Record<Kind, number>, seconds: number, seed = 72): Arrival[] {
  const random = seededRandom(seed);
  const end = seconds * 1000;
  const all: Arrival[] = [];
  for (const kind of KINDS) {
    const rate = rates[kind];
    if (!(rate > 0)) continue;
    if (kind === 'hot') {
      const perSlot = Math.max(1, Math.round(rate));
      for (let second = 0; second < seconds; second += 1)
        for (let i = 0; i < perSlot; i += 1)
          all.push({ at: (second + random()) * 1000, kind, n: second * perSlot + i });
      continue;
    }
    let at = 0;
    for (let n = 0; ; n += 1) {
      at += (-Math.log(1 - random()) / rate) * 1000;
      if (at >= end) break;
      all.push({ at, kind, n });
    }
  }
  return all.sort((a, b) => a.at - b.at);
}

/** How many tries go to one hot slot (the n-th try's slot is n ÷ this). */
export function triesPerHotSlot(rates: Record<Kind, number>): number {
  return Math.max(1, Math.round(rates.hot));
}

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');

/**
 * The n-th slot search: a sport, a day from tomorrow to today + 6, a start from 6 PM to 9:30 PM,
 * 60 or 90 minutes, ± 1 h one time in two, an area one time in two; the web's page of 24 nine
 * times in ten, every match (the spec's client) the tenth. Tomorrow on: today's evening may
 * already be past when the bench runs.
 */
export function searchPathOf(n: number, today: LocalDate, random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const page = n % 10 !== 9;
  return `/api/v1/turf/getTurf?${query({
    sport: pick(SPORTS),
    date: addDays(today, 1 + Math.floor(random() * 6)),
    from: timeLabel24(18 * 60 + 30 * Math.floor(random() * 8)),
    minutes: pick([60, 90]),
    flex: random() < 0.5 ? 'true' : undefined,
    location: random() < 0.5 ? pick(LOCATIONS) : undefined,
    limit: page ? 24 : undefined,
    offset: page ? 0 : undefined,
  })}`;
}

/** '19:00' (the search's own form, not the grid's '7:00 PM'). */
function timeLabel24(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The n-th week grid: one of the venues, today to today + 6 (the turf page's first week). */
export function gridPathOf(turfIds: readonly string[], today: LocalDate, random: () => number) {
  const turfId = turfIds[Math.floor(random() * turfIds.length)]!;
  return `/api/v1/booking/get-turf-bookings/${turfId}?from=${today}&to=${addDays(today, 6)}`;
}

/** The n-th list: the web's first page, unfiltered, by a sport or by an area (a third each). */
export function listPathOf(n: number, random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const filter =
    n % 3 === 1 ? { sport: pick(SPORTS) } : n % 3 === 2 ? { location: pick(LOCATIONS) } : {};
  return `/api/v1/turf/getTurf?${query({ ...filter, limit: 24, offset: 0 })}`;
}
