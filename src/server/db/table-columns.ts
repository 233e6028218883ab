import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import { dateOfIso, isoTimestampSql } from './prepared-query';

// A whole row of a table in a prepared statement (db/prepared-query.ts), with its column list
// taken from the schema rather than written by hand: a column added to the table is in every
// statement that reads whole rows, and each value comes back as drizzle would give it.
// Timestamps travel as ISO text and dates as text, so both drivers answer the same.

type Convert = (value: unknown) => unknown;

/** How each column type is selected and turned back into drizzle's value. */
function columnReading(columnType: string, quoted: string): { sql: string; convert?: Convert } {
  switch (columnType) {
    case 'PgTimestamp':
      return {
        sql: isoTimestampSql(quoted),
        convert: (value) => dateOfIso(value as string | null),
      };
    case 'PgDateString':
      return { sql: `${quoted}::text` };
    case 'PgText':
    case 'PgUUID':
    case 'PgInteger':
    case 'PgBoolean':
    case 'PgJsonb':
      return { sql: quoted };
    default:
      // Another type needs its own reading here, before a whole-row statement may use it.
      throw new Error(`table-columns cannot read a ${columnType} column yet`);
  }
}

export interface RowColumns<T extends Table> {
  /** The select list: every column, named by its key in the schema. */
  readonly sql: string;
  /** A driver's row of that select list as drizzle's row. */
  rowOf(raw: Record<string, unknown>): InferSelectModel<T>;
}

/**
 * The select list of `table`'s whole row. In a join, `alias` qualifies its columns and `prefix`
 * keeps their names apart from the other tables' (`b_id`, `t_id`).
 */
export function rowColumns<T extends Table>(
  table: T,
  { alias, prefix = '' }: { alias?: string; prefix?: string } = {},
): RowColumns<T> {
  const readings = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const quoted = alias ? `${alias}."${column.name}"` : `"${column.name}"`;
    return { key, name: `${prefix}${key}`, ...columnReading(column.columnType, quoted) };
  });
  return {
    sql: readings.map((reading) => `${reading.sql} as "${reading.name}"`).join(', '),
    rowOf(raw) {
      const row: Record<string, unknown> = {};
      for (const { key, name, convert } of readings)
        row[key] = convert ? convert(raw[name]) : raw[name];
      return row as InferSelectModel<T>;
    },
  };
}
