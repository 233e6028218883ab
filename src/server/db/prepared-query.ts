import pg from 'pg';
import type { DbOrTx } from './database';

// Hot read paths (the turf list, a turf's bookings) send SQL written once, straight to the
// driver: node-postgres prepares a named statement once per connection and reuses its plan;
// PGlite takes the same text. Columns come back as the drivers give them: cast dates and
// timestamps to text in the SQL, so both drivers answer the same strings. A statement runs on the
// handle it is given: the database, or an open transaction (its connection, or a savepoint's).

export interface Statement {
  /** Unique per text: PostgreSQL keeps a prepared statement under this name per connection. */
  readonly name: string;
  readonly text: string;
}

type RowMode = 'object' | 'array';
interface PgPoolLike {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
    rowMode?: 'array';
  }): Promise<{ rows: unknown[] }>;
}
/** PGlite, or one of its transactions. */
interface PgliteLike {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: RowMode },
  ): Promise<{ rows: unknown[] }>;
}

/** The driver's client behind a handle: the pool or PGlite, or a transaction's own connection. */
function clientOf(db: DbOrTx): PgPoolLike | PgliteLike {
  return (db as unknown as { session: { client: PgPoolLike | PgliteLike } }).session.client;
}

async function run(db: DbOrTx, statement: Statement, params: unknown[], rowMode: RowMode) {
  const client = clientOf(db);
  const onPg = client instanceof pg.Pool || client instanceof pg.Client;
  const result = onPg
    ? await (client as PgPoolLike).query({
        name: statement.name,
        text: statement.text,
        values: params,
        ...(rowMode === 'array' ? { rowMode } : {}),
      })
    : await (client as PgliteLike).query(statement.text, params, { rowMode });
  return result.rows;
}

/** Rows of a statement, as objects by column name, run on the database's own client. */
export async function queryRows<Row>(db: DbOrTx, statement: Statement, params: unknown[]) {
  return (await run(db, statement, params, 'object')) as Row[];
}

/** The same, each row an array in the order of the columns: for pages of many rows. */
export async function queryArrays<Row extends unknown[]>(
  db: DbOrTx,
  statement: Statement,
  params: unknown[],
) {
  return (await run(db, statement, params, 'array')) as Row[];
}

/** A timestamptz column as ISO text ('…T…Z', milliseconds), the same from both drivers. */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** isoTimestampSql's text as a Date (null stays null). */
export const dateOfIso = (text: string | null) => (text === null ? null : new Date(text));
