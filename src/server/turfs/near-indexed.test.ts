import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AREA_POINTS } from '../../shared/geo';
import { createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { listStatementText } from './list-statement';
import { nearOf } from './near';
import { slotSearchText } from '../availability/slot-search-statement';

// "Near me" reads the listed turfs inside the box around the point through turfs_listed_geo_idx
// (docs/decisions/067), on PGlite and PostgreSQL alike: with 1,000 listings spread over western
// India, the plain planner (no scan priced out) picks the index for a 15 km box around Andheri.

const t = useTestApp();

/** `$n` placeholders filled with the statement's values, written as SQL literals. */
function inlined(text: string, params: unknown[]): string {
  const literal = (value: unknown): string => {
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]::text[]`;
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`No literal for ${String(value)}`);
  };
  return text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
}

async function planOf(text: string): Promise<string> {
  const { rows } = (await t.database.db.execute(sql.raw(`explain ${text}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('near me at 1,000 listings', () => {
  it('reads the box through turfs_listed_geo_idx, with or without other filters', async () => {
    const owner = await createUser(t.database.db, 'owner');
    // Spread over a 7° square by a fixed low-discrepancy walk; a tenth pending, a tenth unplaced.
    await t.database.db.execute(sql`
      insert into turfs (name, image_url, location, sports_type, price_paise, approved, address,
        maps_link, description, owner_id, geo_lat, geo_lng, amenities)
      select 'Turf ' || n, '/images/placeholder-turf.svg', 'Andheri', 'football', 80000,
        n % 10 <> 0, 'Road', 'https://maps.example', 'A turf.', ${owner.id},
        case when n % 10 = 5 then null else 15 + (n * 0.6180339887 % 1) * 7 end,
        case when n % 10 = 5 then null else 72 + (n * 0.7548776662 % 1) * 7 end,
        case when n % 3 = 0 then array['covered'] else '{}'::text[] end
      from generate_series(1, 1000) n`);
    await t.database.db.execute(sql`analyze turfs`);
    const near = nearOf(`${AREA_POINTS.Andheri.lat},${AREA_POINTS.Andheri.lng}`, 15);
    for (const filter of [
      { near },
      { near, amenities: ['covered'] },
      { near, sort: 'price_asc' as const },
    ]) {
      const { text, params } = listStatementText(t.database.db, filter);
      expect(await planOf(inlined(text, params))).toContain('turfs_listed_geo_idx');
    }
    // The plan names the index only for the box: the list asked without near reads no box.
    const plain = listStatementText(t.database.db, {});
    expect(await planOf(inlined(plain.text, plain.params))).not.toContain('turfs_listed_geo_idx');
    // The slot search's statement reads the same box (availability/slot-search-statement.ts).
    const slot = { date: '2030-05-11', starts: [1140], minutes: 60, now: new Date().toISOString() };
    const search = slotSearchText(t.database.db, {
      near,
      amenities: ['covered'],
      slot: { ...slot, venueNow: { date: '2030-05-10', minutes: 600 } },
    });
    expect(await planOf(inlined(search.text, search.params))).toContain('turfs_listed_geo_idx');
  });
});
