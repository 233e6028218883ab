// EXPLAIN ANALYZE of the slot search statement (slot-search-statement.ts) on seeded data, as a custom
// plan (the values known) and as the generic plan a prepared statement switches to after five
// runs; and the time of 30 runs of the prepared statement as the app runs it. On a scratch
// database, dropped after.   npx tsx scripts/bench/explain-search.ts [turfs (10000)] [--keep]
import pg from 'pg';
import { openPostgres } from '../../src/server/db/database';
import {
  slotSearchText,
  type SlotSearchFilter,
} from '../../src/server/availability/slot-search-statement';
import { turfListFilter } from '../../src/server/turfs/list-query';
import { addDays } from '../../src/shared/time';
import { DEFAULT_DATABASE_URL } from './options';
import { searchQueries } from './rows-search';
import { VENUE_ZONE, createScratchDatabase, venueToday } from './seed';
import { seedSearchCatalog } from './seed-search';

const turfs = Number(process.argv[2] ?? 10_000);
const keep = process.argv.includes('--keep');
const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL);
try {
  const database = await openPostgres(scratch.url);
  await seedSearchCatalog(database.db, turfs, venueToday());
  // As the app's pool connects (db/database.ts).
  const client = new pg.Client({ connectionString: scratch.url, options: '-c jit=off' });
  await client.connect();
  for (const [index, { label, query }] of searchQueries(addDays(venueToday(), 2)).entries()) {
    const { text, params } = slotSearchText(
      database.db,
      turfListFilter(query, { now: new Date(), timeZone: VENUE_ZONE }) as SlotSearchFilter,
    );
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await client.query(`set plan_cache_mode = ${mode}`);
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
      console.info(`\n=== ${turfs} turfs, ${label}, ${mode}\n`);
      console.info(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    await client.query('set plan_cache_mode = auto');
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const t0 = performance.now();
      await client.query({ name: `explain_search_${index}`, text, values: params });
      times.push(performance.now() - t0);
    }
    console.info(`\nprepared, 30 runs (ms): ${times.map((t) => t.toFixed(1)).join(' ')}`);
  }
  await client.end();
  await database.close();
} finally {
  if (keep) console.info(`kept ${scratch.url}`);
  else await scratch.drop();
}
