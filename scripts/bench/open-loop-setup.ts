// What the open-loop row offers its load to (decision 072): a scratch PostgreSQL database with
// the slot search rows' catalogue (seed-search.ts: venues of three courts on average, 50 bookings
// a court in the week, some venues left free for the writes), players with sessions, and what
// each kind of request asks of a server: its paths, its free slots, its players.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/database';
import { BROWSER_ENCODINGS } from './paired';
import { loadSlots, type LoadSlot, type LoadTurf } from './plan';
import { call, type Outcome, type Send } from './open-loop';
import {
  gridPathOf,
  listPathOf,
  searchPathOf,
  seededRandom,
  triesPerHotSlot,
  type Arrival,
  type Kind,
} from './open-loop-model';
import { createScratchDatabase, seedPlayers, venueToday, type Account } from './seed';
import { seedSearchCatalog } from './seed-search';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

export interface OpenLoopWorld {
  databaseName: string;
  databaseUrl: string;
  drop: () => Promise<void>;
  today: string;
  venues: number;
  /** Every listed venue (the grids' turfs). */
  turfIds: string[];
  /** Free venues of several courts (the bookings' slots) and of one court (the hot slots). */
  bookingTurfs: LoadTurf[];
  hotTurfs: LoadTurf[];
  players: Account[];
}

/** Seeds `venues` venues (a fifth left free of bookings) and `players` players. */
export async function seedOpenLoopWorld(
  serverUrl: string,
  venues: number,
  players: number,
  log: (line: string) => void,
): Promise<OpenLoopWorld> {
  const scratch = await createScratchDatabase(serverUrl);
  try {
    const database = await openPostgres(scratch.url);
    const today = venueToday();
    try {
      const catalog = await seedSearchCatalog(database.db, venues, today, Math.ceil(venues / 5));
      const courts = (await database.db.execute(sql`
        select t.id, t.price_paise as "pricePaise", count(c.id)::int as courts
          from turfs t join courts c on c.turf_id = t.id
         where t.approved and not exists (select 1 from bookings b where b.turf_id = t.id)
         group by t.id order by t.id`)) as unknown as {
        rows: { id: string; pricePaise: number; courts: number }[];
      };
      const free = courts.rows.map((row) => ({ ...row, pricePaise: Number(row.pricePaise) }));
      const ids = (await database.db.execute(
        sql`select id from turfs where approved order by id`,
      )) as unknown as { rows: { id: string }[] };
      const accounts = await seedPlayers(database.db, players, 'open');
      log(
        `  seeded ${catalog.turfs} venues, ${catalog.bookings} bookings, ${accounts.length} players in ${catalog.seconds.toFixed(1)} s`,
      );
      return {
        databaseName: scratch.name,
        databaseUrl: scratch.url,
        drop: scratch.drop,
        today,
        venues: catalog.turfs,
        turfIds: ids.rows.map((row) => row.id),
        bookingTurfs: free.filter((turf) => turf.courts > 1),
        hotTurfs: free.filter((turf) => turf.courts === 1),
        players: accounts,
      };
    } finally {
      await database.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}

/** Where each kind is sent: the app for all, or the reference that stands for it. */
export type Bases = Record<Kind, string>;

/**
 * The paths of a schedule's reads, made once so every run (the app's and the references', each
 * round) is offered the same requests.
 */
export function readPaths(schedule: readonly Arrival[], world: OpenLoopWorld) {
  const random = seededRandom(51);
  const paths = new Map<Arrival, string>();
  for (const arrival of schedule) {
    if (arrival.kind === 'search') paths.set(arrival, searchPathOf(arrival.n, world.today, random));
    if (arrival.kind === 'grid') paths.set(arrival, gridPathOf(world.turfIds, world.today, random));
    if (arrival.kind === 'list') paths.set(arrival, listPathOf(arrival.n, random));
  }
  return paths;
}

/**
 * What one run sends. `run` numbers the runs of a session (warm-ups included), so each books
 * slots no other run has: the bookings' slots over the free venues of several courts, one
 * one-court slot for each second's hot-slot tries. Players take turns (a player may start 20
 * payments a minute).
 */
export function sender(
  world: OpenLoopWorld,
  schedule: readonly Arrival[],
  paths: ReadonlyMap<Arrival, string>,
  bases: Bases,
  run: number,
  rates: Record<Kind, number>,
): Send {
  const count = (kind: Kind) => schedule.filter((arrival) => arrival.kind === kind).length;
  const perHotSlot = triesPerHotSlot(rates);
  const bookingSlots = loadSlots(run, count('booking'), world.bookingTurfs, world.today);
  const hotSlots = loadSlots(
    run,
    Math.ceil(count('hot') / perHotSlot),
    world.hotTurfs,
    world.today,
  );
  const half = Math.floor(world.players.length / 2);
  const bookers = world.players.slice(0, half);
  const racers = world.players.slice(half);
  const read = { 'accept-encoding': BROWSER_ENCODINGS };
  return async (arrival, signal) => {
    const base = bases[arrival.kind];
    switch (arrival.kind) {
      case 'search':
      case 'grid':
      case 'list': {
        const answer = await call(`${base}${paths.get(arrival)}`, { headers: read, signal });
        return answer.status === 200 ? 'ok' : `status ${answer.status}`;
      }
      case 'booking':
        return book(base, bookers[arrival.n % bookers.length]!, bookingSlots[arrival.n]!, signal);
      case 'hot': {
        const slot = hotSlots[Math.floor(arrival.n / perHotSlot)]!;
        const player = racers[arrival.n % racers.length]!;
        const started = await startPayment(base, player, slot, signal);
        if (started.status === 200) return 'ok';
        return started.status === 409 ? 'taken' : `post-payment ${started.status}`;
      }
    }
  };
}

function startPayment(base: string, player: Account, slot: LoadSlot, signal: AbortSignal) {
  const { turfId, bookingDate, startTime, endTime, amount } = slot;
  return call(`${base}/api/v1/payment/post-payment`, {
    method: 'POST',
    signal,
    headers: { cookie: player.cookie },
    body: {
      amount,
      currency: 'inr',
      userId: player.id,
      booking: { turfId, bookingDate, startTime, endTime },
    },
  });
}

/** A booking as the web client pays for it: Pay Now's hold, then the test card's confirmation. */
async function book(
  base: string,
  player: Account,
  slot: LoadSlot,
  signal: AbortSignal,
): Promise<Outcome> {
  const started = await startPayment(base, player, slot, signal);
  if (started.status !== 200) return `post-payment ${started.status}`;
  const { clientSecret } = JSON.parse(started.body) as { clientSecret: string };
  const paid = await call(`${base}/api/v1/payment/local/confirm`, {
    method: 'POST',
    signal,
    body: { clientSecret, card: CARD, billingName: 'Bench Player' },
  });
  return paid.status === 200 ? 'ok' : `confirm ${paid.status}`;
}
