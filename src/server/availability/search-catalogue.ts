import { sql } from 'drizzle-orm';
import type { Court } from '../../shared/courts';
import type { WeekHours } from '../../shared/opening-hours';
import { rulesWithBase, type PriceRules } from '../../shared/price-rules';
import { preparedPerDb, type Db } from '../db/database';
import type { CourtLayout, LaidOutCourt } from '../db/schema';
import { VersionedCache } from '../http/answer-cache';
import { liveCourtsOf } from '../turfs/courts';
import { currentTurfListVersion, turfOfRow, type TurfListJson } from '../turfs/list-query';
import { LIST_FIELDS, RATINGS_JOIN } from '../turfs/list-statement';

// What a slot search needs of each listed venue that changes only when the venue does
// (docs/decisions/048): its list item, its prices, its opening hours and its live courts. Each
// process keeps it under the turf list's data version (decision 015), which every change to
// turfs, courts, ratings or a rater's name renews, so the next search after any change, made
// through any process, reads it afresh. The day's bookings are never kept: every search reads
// them (slot-search-statement.ts).

/** A listed venue as the slot search decides and prices its free times. */
export interface CataloguedListing {
  /** The list's item for it, as the plain list answers it (images still as stored). */
  listed: TurfListJson;
  /** Its own rules: the base price and what it keeps beside it. */
  rules: PriceRules;
  openingHours: WeekHours | null;
  /** Its live courts (turfs.court_layout); empty only for a listing saved before its first court. */
  courts: CourtLayout;
  /** Where some court has prices of its own (docs/decisions/039): its live courts in full. */
  courtsWithRules: readonly Court[] | null;
}

export type SearchCatalogue = ReadonlyMap<string, CataloguedListing>;

const listedVenues = preparedPerDb((db) =>
  db
    .select({
      ...LIST_FIELDS,
      opening_hours: sql<WeekHours | null>`t.opening_hours`,
      courts: sql<CourtLayout | null>`t.court_layout`,
    })
    .from(sql`turfs t ${RATINGS_JOIN}`)
    .where(sql`t.approved`)
    .prepare('slot_search_catalogue'),
);

async function readCatalogue(db: Db) {
  const rows = await listedVenues(db).execute();
  const someApart = (courts: readonly LaidOutCourt[]) => courts.some((court) => court.pricedApart);
  const apart = await liveCourtsOf(
    db,
    rows.filter((row) => someApart(row.courts ?? [])).map((row) => row.id),
  );
  const listings = new Map<string, CataloguedListing>();
  for (const { opening_hours, courts, ...row } of rows) {
    listings.set(row.id, {
      listed: turfOfRow({ ...row, total: null }),
      rules: rulesWithBase(row.price_paise, row.price_rules),
      openingHours: opening_hours,
      courts: courts ?? [],
      courtsWithRules: apart.get(row.id) ?? null,
    });
  }
  return { listings, size: listings.size };
}

const catalogues = new WeakMap<Db, () => Promise<SearchCatalogue>>();

/** The listed venues as of now: kept while the turf list's version stands, else read anew. */
export function searchCatalogueOf(db: Db): () => Promise<SearchCatalogue> {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    const currentVersion = currentTurfListVersion(db);
    const kept = new VersionedCache<{ listings: SearchCatalogue; size: number }>(1, Infinity);
    catalogue = async () => {
      const version = await currentVersion();
      if (version === null) return (await readCatalogue(db)).listings;
      return (await kept.get('listed', version, () => readCatalogue(db))).listings;
    };
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
