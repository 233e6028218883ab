import { asc, getTableColumns, getTableName } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, localPaymentIntents, payments, turfs, users } from './schema';
import { queryRows } from './prepared-query';
import { rowColumns } from './table-columns';
import { useTestApp } from '../testing/test-app';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';

// A prepared statement that reads whole rows through rowColumns answers exactly what drizzle's
// own select answers, on both drivers, for every table the booking path reads that way: a
// column added to the schema, or a type read differently, fails here.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const TABLES = { turfs, payments, localPaymentIntents, bookings, users };

describe('rowColumns', () => {
  it.each(Object.entries(TABLES))('reads %s rows as drizzle does', async (name, table) => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const started = await postPayment(t.app, cookie, {
      ...slotBody(turf.id),
      userId: player.id,
    });
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);

    const viaDrizzle = await t.database.db
      .select()
      .from(table)
      .orderBy(asc(getTableColumns(table).id));
    const columns = rowColumns(table, { alias: 'r', prefix: 'r_' });
    const raw = await queryRows<Record<string, unknown>>(
      t.database.db,
      {
        name: `table_columns_test_${name}`,
        text: `select ${columns.sql} from ${getTableName(table)} r order by r.id`,
      },
      [],
    );
    expect(viaDrizzle.length).toBeGreaterThan(0);
    expect(raw.map((row) => columns.rowOf(row))).toEqual(viaDrizzle);
  });
});
