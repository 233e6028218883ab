// The booking load's rows: bookings/s against both references, what a booking costs in CPU and
// in commits, and whether any slot was sold twice (booking-load.ts runs the rounds).
import { checkBookings } from './booking-counters';
import type { BookingLoadInput, Idle, Round } from './booking-load';
import { cpuRow } from './cpu-account';
import { formatMs, formatNumber, type BenchRow } from './report';
import { atLeast, atMost, median, verdict } from './stats';

export async function bookingRows(
  input: BookingLoadInput,
  rounds: Round[],
  reference: Round[],
  roundTrips: Round[],
  idle: Idle,
): Promise<BenchRow[]> {
  const check = await checkBookings(
    input.databaseUrl,
    input.playersByRound.flat().map((player) => player.id),
  );
  const players = input.playersByRound[0]?.length ?? 0;
  const mid = (list: Round[], pick: (round: Round) => number) => median(list.map(pick));
  const perSecond = mid(rounds, (r) => r.perSecond);
  const referencePerSecond = mid(reference, (r) => r.perSecond);
  const roundTripsPerSecond = mid(roundTrips, (r) => r.perSecond);
  const writes = mid(rounds, (r) => r.netWriteCommitsPerBooking);
  const commits = mid(rounds, (r) => r.netCommitsPerBooking);
  const referenceWrites = mid(reference, (r) => r.netWriteCommitsPerBooking);
  const referenceCommits = mid(reference, (r) => r.netCommitsPerBooking);
  const fetched = mid(rounds, (r) => r.fetchedPerBooking);
  const returned = mid(rounds, (r) => r.returnedPerBooking);
  const expected = players * rounds.length;
  const allBooked = rounds.every((round) => round.booked === players);
  const why = rounds
    .flatMap((round) => Object.entries(round.results))
    .filter(([result]) => result !== 'booked' && !result.startsWith('post-payment 409'))
    .map(([result, count]) => `${count}× ${result}`);
  const ratio = referencePerSecond > 0 ? perSecond / referencePerSecond : null;
  const others = Math.max(...rounds.map((round) => round.otherCommits));
  const shared =
    others > 10
      ? `; other databases on the server committed up to ${formatNumber(others)} transactions in a round, so write commits are an upper bound`
      : '';
  return [
    {
      key: 'booking-load',
      row: `booking write path, PostgreSQL, ${players} players (+${Math.floor(players / 20)} double tries)`,
      figure: `${formatNumber(perSecond)} bookings/s; a booking's 3 calls p50 ${formatMs(mid(rounds, (r) => r.p50))}, p99 ${formatMs(mid(rounds, (r) => r.p99))}`,
      reference: `bare Fastify + pg, 2 commits: ${formatNumber(referencePerSecond)} bookings/s, p99 ${formatMs(mid(reference, (r) => r.p99))}`,
      ratio,
      target: '≥ 500 bookings/s',
      met: allBooked ? verdict(atLeast(perSecond, 500)) : 'no',
      ...(allBooked
        ? {}
        : {
            note: `booked ${rounds.map((round) => round.booked).join(', ')} of ${players} slots a round${why.length ? ` (${why.join(', ')})` : ''}`,
          }),
      data: { rounds, reference },
    },
    {
      key: 'booking-load',
      row: "booking write path against the app's own round trips",
      figure: `${formatNumber(perSecond)} bookings/s`,
      reference: `bare Fastify + pg with the app's 22 round trips (19 of them \`select $1\`): ${formatNumber(roundTripsPerSecond)} bookings/s, p99 ${formatMs(mid(roundTrips, (r) => r.p99))}`,
      ratio: roundTripsPerSecond > 0 ? perSecond / roundTripsPerSecond : null,
      target: "no target: says whether ≥ 500/s is in reach of the app's round trips",
      met: 'n-a',
      note: `the reference makes the app's round trips with statements that cost PostgreSQL next to nothing, and no app code: what it makes bounds what any code making those round trips can make here; ${formatNumber(mid(roundTrips, (r) => r.netCommitsPerBooking))} commits per booking (the app ${formatNumber(mid(rounds, (r) => r.netCommitsPerBooking))})`,
      data: { roundTrips },
    },
    cpuRow(
      rounds.map((round) => round.cpu),
      reference.map((round) => round.cpu),
      roundTrips.map((round) => round.cpu),
    ),
    {
      key: 'booking-load',
      row: 'booking write path: commits and rows read per booking',
      figure: `${writes.toFixed(2)} write commits/booking (${commits.toFixed(2)} commits with read-only ones); rows read ${formatNumber(fetched)} fetched, ${formatNumber(returned)} returned`,
      reference: `${referenceWrites.toFixed(2)} write commits (${referenceCommits.toFixed(2)} commits)`,
      ratio: null,
      target: '≤ 4 commits/booking',
      met: verdict(atMost(writes, 4)),
      note: `over each round until the mail worker has sent its mail and 11 s more, net of the idle server's ${idle.xidsPerSecond.toFixed(2)} write commits/s and ${idle.commitsPerSecond.toFixed(2)} commits/s: write commits are transaction ids PostgreSQL handed out (a transaction that writes gets one, a read-only one does not); commits are pg_stat_database.xact_commit, where every read-only autocommit statement counts${shared}`,
      data: { writes, commits, referenceWrites, referenceCommits, idle, fetched, returned },
    },
    {
      key: 'booking-load',
      row: 'booking write path: slots sold twice',
      figure: `${check.doubles} doubles; ${check.confirmed} confirmed load bookings for ${expected} slots`,
      reference: '—',
      ratio: null,
      target: '0 doubles',
      met: verdict(check.doubles === 0, check.confirmed <= expected),
      data: check,
    },
  ];
}
