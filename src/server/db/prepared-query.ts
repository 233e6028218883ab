import type { Db } from './database';

// Hot read paths (the turf list, a turf's bookings) send SQL written once, straight to the
// driver: node-postgres prepares a named statement once per connection and reuses its plan;
// PGlite takes the same text. Columns come back as the drivers give them: cast dates and
// timestamps to text in the SQL, so both drivers answer the same strings.

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
interface PgliteLike {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: RowMode },
  ): Promise<{ rows: unknown[] }>;
  waitReady: Promise<void>;
}

async function run(db: Db, statement: Statement, params: unknown[], rowMode: RowMode) {
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  const result =
    'waitReady' in client
      ? await client.query(statement.text, params, { rowMode })
      : await client.query({
          name: statement.name,
          text: statement.text,
          values: params,
          ...(rowMode === 'array' ? { rowMode } : {}),
        });
  return result.rows;
}

/** Rows of a statement, as objects by column name, run on the database's own client. */
export async function queryRows<Row>(db: Db, statement: Statement, params: unknown[]) {
  return (await run(db, statement, params, 'object')) as Row[];
}

/** The same, each row an array in the order of the columns: for pages of many rows. */
export async function queryArrays<Row extends unknown[]>(
  db: Db,
  statement: Statement,
  params: unknown[],
) {
  return (await run(db, statement, params, 'array')) as Row[];
}
