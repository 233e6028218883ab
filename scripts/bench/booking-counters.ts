// What PostgreSQL says a round of bookings cost, and whether any slot was sold twice.
import pg from 'pg';

export interface DbCounters {
  /** pg_stat_database.xact_commit: every commit, read-only autocommit statements included. */
  commits: number;
  rollbacks: number;
  fetched: number;
  returned: number;
  /**
   * The next transaction id to be handed out (the snapshot's xmax). PostgreSQL gives an id only
   * to a transaction that writes, so its growth counts write commits (and write rollbacks)
   * exactly, at once; but it is server-wide, so other databases' writes count too.
   */
  xid: number;
  /** Commits in the server's other databases: while they move, xid is an upper bound. */
  otherCommits: number;
}

export async function readCounters(serverUrl: string, database: string): Promise<DbCounters> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `select xact_commit::float8 as commits, xact_rollback::float8 as rollbacks,
              tup_fetched::float8 as fetched, tup_returned::float8 as returned,
              pg_snapshot_xmax(pg_current_snapshot())::text::float8 as xid,
              (select coalesce(sum(xact_commit), 0)::float8 from pg_stat_database
                where datname <> $1 and datname is not null) as "otherCommits"
         from pg_stat_database where datname = $1`,
      [database],
    );
    return rows[0] as DbCounters;
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to a minute) until the mail worker has sent every queued mail, so that a round's
 * counters hold its mail and the next round's do not.
 */
export async function outboxDrained(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 60_000; waited += 500) {
      const { rows } = await client.query(
        'select count(*)::int as n from outbox where done_at is null',
      );
      if (rows[0].n === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  } finally {
    await client.end();
  }
}

/** In the database: any two live bookings of one turf that overlap, and the load's bookings. */
export async function checkBookings(databaseUrl: string, playerIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const doubles = await client.query(
      `select count(*)::int as n
         from bookings a
         join bookings b on b.turf_id = a.turf_id and b.day = a.day and b.id > a.id
                        and a.start_minute < b.end_minute and b.start_minute < a.end_minute
        where a.status = 'confirmed' and b.status = 'confirmed'`,
    );
    const confirmed = await client.query(
      `select count(*)::int as n from bookings
        where status = 'confirmed' and user_id = any($1) and payment_id not like 'ref\\_%'`,
      [playerIds],
    );
    return { doubles: doubles.rows[0].n as number, confirmed: confirmed.rows[0].n as number };
  } finally {
    await client.end();
  }
}
