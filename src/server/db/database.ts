import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: data-access functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The connections a process opens to its database, for the metrics (docs/decisions/069). */
export interface Connections {
  /** At most how many it opens. */
  max: number;
  /**
   * The pool now (in use, idle, callers waiting for one); null for PGlite, whose one connection
   * queues its callers where nothing can count them.
   */
  now: (() => { inUse: number; idle: number; waiting: number }) | null;
}

/** PGlite's: one connection, in the process. */
export const ONE_EMBEDDED_CONNECTION: Connections = { max: 1, now: null };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  connections: Connections;
  close(): Promise<void>;
  /**
   * Runs `work` unless another process is running work of the same name right now (then answers
   * false at once): background jobs run once across every process on one database.
   */
  runAlone(name: string, work: () => Promise<void>): Promise<boolean>;
  /**
   * Hears NOTIFY on `channel` from every process on this database (PGlite: this process).
   * `onResumed` runs when a lost listening connection is back, since notices may have been missed
   * meanwhile. Answers how to stop listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<Listening>;
}

export interface Listening {
  stop(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'drizzle');
// Any fixed number: it names the lock that keeps several starting processes from migrating at once.
const MIGRATION_LOCK_KEY = 727_001;
/** Connections each process opens to PostgreSQL (docs/deploy.md sizes pgbouncer by it). */
const POOL_SIZE = 10;

/** PGlite in `dir` (or in memory when dir is null), with the extensions our schema uses. */
export async function openPglite(dir: string | null): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  // Extensions load only with a data dir; 'memory://' is PGlite's in-memory one.
  const client = new PGlite(dir ?? 'memory://', { extensions: { btree_gist, pg_trgm, unaccent } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  // One process owns an embedded database's directory, so there is nobody to take turns with.
  const runAlone = async (_name: string, work: () => Promise<void>) => {
    await work();
    return true;
  };
  const listen = async (channel: string, onNotice: (payload: string) => void) => {
    return { stop: await client.listen(channel, onNotice) };
  };
  return {
    db,
    kind: 'pglite',
    connections: ONE_EMBEDDED_CONNECTION,
    close: () => client.close(),
    runAlone,
    listen,
  };
}

export async function openPostgres(url: string): Promise<Database> {
  // No JIT: it compiles the slot search's statement (its estimated cost is high) for 30 ms or
  // more to save a few; every statement here is a short OLTP one (docs/decisions/018).
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, options: '-c jit=off' });
  try {
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
    const runAlone = async (name: string, work: () => Promise<void>) => {
      // A session lock on a connection of its own, held while the work runs on the pool.
      const client = await pool.connect();
      try {
        const key = `job:${name}`;
        const { rows } = await client.query<{ got: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as got',
          [key],
        );
        if (!rows[0]?.got) return false;
        try {
          await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
        }
        return true;
      } finally {
        client.release();
      }
    };
    const listen = (channel: string, onNotice: (payload: string) => void, onResumed?: () => void) =>
      listenOnOwnConnection(url, channel, onNotice, onResumed);
    const connections: Connections = {
      max: POOL_SIZE,
      now: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
    return { db, kind: 'postgres', connections, close: () => pool.end(), runAlone, listen };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed
 * to queries); when it drops, it is opened again after a short wait, and `onResumed` told.
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onResumed?: () => void,
): Promise<Listening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (resumed: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next || stopped) return;
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => {}), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!resumed) throw error;
      if (!stopped) retry = setTimeout(() => void connect(true).catch(() => {}), 1000);
      return;
    }
    client = next;
    if (stopped) await next.end().catch(() => {});
    else if (resumed) onResumed?.();
  };
  await connect(false);
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** The configured database, migrated: PostgreSQL when a URL is given, else PGlite in the data dir. */
export function openDatabase(config: { databaseUrl: string | null; dataDir: string }) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'pglite'));
}

/**
 * Statements built and prepared once per handle and shape (drizzle's public .prepare(name)) for
 * what every request sends: PostgreSQL plans each once per connection, and on the database
 * handle the app builds its SQL once (building a join of three tables costs about 0.15 ms). A
 * statement runs on the handle it was prepared on: on a transaction, it is built for that
 * transaction and let go with it. `shape` names what tells statements apart (which filters a
 * list has); `source` is what a new shape's statement is built from.
 */
export function preparedPerShape<Prepared, Source, Handle extends DbOrTx = Db>(
  build: (db: Handle, source: Source) => Prepared,
): (db: Handle, shape: string, source: Source) => Prepared {
  const made = new WeakMap<Handle, Map<string, Prepared>>();
  return (db, shape, source) => {
    let shapes = made.get(db);
    if (!shapes) made.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (!prepared) shapes.set(shape, (prepared = build(db, source)));
    return prepared;
  };
}

/** One statement of one shape, prepared once per handle (preparedPerShape). */
export function preparedPerDb<Prepared, Handle extends DbOrTx = Db>(
  build: (db: Handle) => Prepared,
): (db: Handle) => Prepared {
  const perShape = preparedPerShape((db: Handle) => build(db));
  return (db) => perShape(db, '', undefined);
}
