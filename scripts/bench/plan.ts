// What the benchmark seeds and books, pure: the bench turfs (so that, with the demo turfs, 1,033
// turfs are listed and the filtered list answers exactly 30), the 100,000 past bookings of one
// turf, and the booking load's distinct free slots with a few deliberate double tries.
import { LOCATIONS, SPORTS, type Location, type Sport } from '../../src/shared/catalog';
import { flatPriceRules, totalPaiseOfRange } from '../../src/shared/price-rules';
import { paiseToRupeesText } from '../../src/shared/pricing';
import { END_OF_DAY, FIRST_SLOT, LAST_SLOT, SLOT_MINUTES, timeLabel } from '../../src/shared/slots';
import { addDays, type LocalDate } from '../../src/shared/time';

/** Listed turfs in all, demo turfs included. */
export const LISTED_TURFS = 1_033;
/** The filtered list's query, and how many turfs it answers (as many as the bare reference). */
export const LIST_FILTER = {
  location: 'Mira Road',
  sport: 'cricket',
  minPrice: 500,
  maxPrice: 1000,
} as const;
export const LIST_FILTER_MATCHES = 30;
export const PAST_BOOKINGS = 100_000;
const SLOTS_PER_DAY = (LAST_SLOT - FIRST_SLOT) / SLOT_MINUTES + 1;

export function listFilterQuery(): string {
  const { location, sport, minPrice, maxPrice } = LIST_FILTER;
  return `location=${encodeURIComponent(location)}&sport=${sport}&minPrice=${minPrice}&maxPrice=${maxPrice}`;
}

/** The part of a demo turf the plan reads. */
export interface TurfText {
  slug: string;
  name: string;
  location: string;
  sports_type: string;
  price: number;
  address: string;
  linkes: string;
  description: string;
  approved: boolean;
}

export interface PlannedTurf {
  name: string;
  location: Location;
  sport: Sport;
  /** Rupees per hour. */
  price: number;
  address: string;
  mapsLink: string;
  description: string;
  slug: string;
}

function matchesFilter(turf: { location: string; sport: string; price: number }): boolean {
  return (
    turf.location === LIST_FILTER.location &&
    turf.sport === LIST_FILTER.sport &&
    turf.price >= LIST_FILTER.minPrice &&
    turf.price <= LIST_FILTER.maxPrice
  );
}

/**
 * The bench turfs to add to the demo ones: every location × sport, prices from ₹400 to ₹1,790
 * an hour, texts borrowed from the demo turfs (so an answer weighs what a real one does). In the
 * filter's location and sport, just enough fall inside its price band to make LIST_FILTER_MATCHES.
 */
export function benchTurfPlan(demo: readonly TurfText[]): PlannedTurf[] {
  const listedDemo = demo.filter((turf) => turf.approved);
  const count = LISTED_TURFS - listedDemo.length;
  const demoMatches = listedDemo.filter((turf) =>
    matchesFilter({ location: turf.location, sport: turf.sports_type, price: turf.price }),
  ).length;
  let inBandLeft = LIST_FILTER_MATCHES - demoMatches;
  const turfs = Array.from({ length: count }, (_, n): PlannedTurf => {
    const base = listedDemo[n % listedDemo.length]!;
    const location = LOCATIONS[n % LOCATIONS.length]!;
    const sport = SPORTS[Math.floor(n / LOCATIONS.length) % SPORTS.length]!;
    let price = 400 + ((n * 37) % 140) * 10;
    if (location === LIST_FILTER.location && sport === LIST_FILTER.sport) {
      // Inside the band (₹500–₹1,000) while some are still wanted, else above it.
      price = inBandLeft > 0 ? 500 + ((n * 50) % 501) : 1_100 + ((n * 30) % 600);
      if (inBandLeft > 0) inBandLeft -= 1;
    }
    return {
      name: `${base.name} ${n + 1}`,
      location,
      sport,
      price,
      address: base.address,
      mapsLink: base.linkes,
      description: base.description,
      slug: base.slug,
    };
  });
  if (inBandLeft > 0) throw new Error('Too few bench turfs to fill the filtered list');
  return turfs;
}

/** How many listed turfs the filtered list answers, demo and bench together. */
export function countFilterMatches(demo: readonly TurfText[], bench: readonly PlannedTurf[]) {
  return (
    demo.filter(
      (turf) =>
        turf.approved &&
        matchesFilter({ location: turf.location, sport: turf.sports_type, price: turf.price }),
    ).length + bench.filter(matchesFilter).length
  );
}

export interface LoadTurf {
  id: string;
  pricePaise: number;
}

export interface LoadSlot {
  turfId: string;
  bookingDate: LocalDate;
  startTime: string;
  endTime: string;
  /** The server's price in rupees with 2 decimals, as post-payment's amount. */
  amount: string;
}

/**
 * The slots of one round of the booking load: `count` distinct half-hour slots, different in
 * every round, spread over the turfs first, then the days from tomorrow to the grid's last day
 * (today + 6), then the times from 6:00 AM (all in the venue's zone).
 */
export function loadSlots(
  round: number,
  count: number,
  turfs: readonly LoadTurf[],
  today: LocalDate,
): LoadSlot[] {
  const days = 6;
  return Array.from({ length: count }, (_, i) => {
    const g = round * count + i;
    const turf = turfs[g % turfs.length]!;
    const dayIndex = Math.floor(g / turfs.length) % days;
    const slotIndex = Math.floor(g / (turfs.length * days));
    if (slotIndex >= SLOTS_PER_DAY) throw new Error('Too few turfs for this many bookings');
    const start = FIRST_SLOT + SLOT_MINUTES * slotIndex;
    const end = start + SLOT_MINUTES;
    const bookingDate = addDays(today, 1 + dayIndex);
    return {
      turfId: turf.id,
      bookingDate,
      startTime: timeLabel(start),
      endTime: end > LAST_SLOT ? timeLabel(END_OF_DAY) : timeLabel(end),
      amount: paiseToRupeesText(
        totalPaiseOfRange(
          flatPriceRules(turf.pricePaise),
          { date: bookingDate, start, end: Math.min(end, END_OF_DAY) },
          null,
        ),
      ),
    };
  });
}

export interface LoadTask {
  player: number;
  slot: number;
  /** A deliberate second try of a slot another player is booking at the same moment. */
  rival: boolean;
}

/**
 * Who books what, in the order the workers take them: player i books slot i; for the first
 * `rivals` slots another player (from the second half) tries the same slot right alongside.
 */
export function loadTasks(players: number, rivals: number): LoadTask[] {
  const half = Math.floor(players / 2);
  const tasks: LoadTask[] = [];
  for (let i = 0; i < players; i += 1) {
    tasks.push({ player: i, slot: i, rival: false });
    if (i < Math.min(rivals, half)) tasks.push({ player: half + i, slot: i, rival: true });
  }
  return tasks;
}
