import { and, eq, isNull } from 'drizzle-orm';
import type { CourtPricingAnswer } from '../../shared/api/pricing-contract';
import { rulesOfCourt, type PriceRules } from '../../shared/price-rules';
import {
  COURT_PRICES_CLEARED,
  PRICES_SAVED,
  PRICES_UNCHANGED,
} from '../../shared/price-rules-form';
import { priceRulesJson } from '../../shared/price-rules-json';
import { priceRulesLines } from '../../shared/price-rules-words';
import { recordAuditBy } from '../audit/audit-log';
import type { UserRow } from '../auth/users';
import type { Db, DbOrTx } from '../db/database';
import { courts, turfEdits, turfs } from '../db/schema';
import { HttpError } from '../http/errors';
import { rulesOfTurf } from './pricing-service';

// A court priced apart from its listing (docs/decisions/039): its own whole set of rules, or
// none (null) to follow the listing's. Like the listing's rules, a change reaches new holds only.

type CourtPriced = { id: string; name: string; priceRules: PriceRules | null };

/** The turf's court in use `courtId` and the turf's row, locked for a change when `forUpdate`. */
async function requireLiveCourt(tx: DbOrTx, turfId: string, courtId: string, forUpdate: boolean) {
  const query = tx
    .select({ court: courts, turf: turfs })
    .from(courts)
    .innerJoin(turfs, eq(turfs.id, courts.turfId))
    .where(and(eq(courts.id, courtId), eq(courts.turfId, turfId), isNull(courts.retiredAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'court_unknown');
  return row;
}

function courtPricingAnswer(
  listing: PriceRules,
  court: CourtPriced,
  message?: string,
): CourtPricingAnswer {
  return {
    success: true,
    ...(message ? { message } : {}),
    ownPrices: court.priceRules !== null,
    pricing: priceRulesJson(rulesOfCourt(listing, court)),
  };
}

/** The court's prices in the edit log's words: its own, or that it follows the listing's. */
function courtPricesText(court: CourtPriced): string {
  if (!court.priceRules) return `${court.name}: the venue's prices`;
  return [`${court.name}:`, ...priceRulesLines(court.priceRules)].join('\n');
}

export async function readCourtPricing(db: Db, turfId: string, courtId: string) {
  const { court, turf } = await requireLiveCourt(db, turfId, courtId, false);
  return courtPricingAnswer(rulesOfTurf(turf), court);
}

/**
 * Gives the court its own rules, or (null) has it follow the listing's again, with the court's
 * row locked, and logs the change in the listing's edit log. Unchanged rules write nothing. The
 * route's requireCapability vouched for `editor`.
 */
export async function saveCourtPriceRules(
  db: Db,
  editor: UserRow,
  turfId: string,
  courtId: string,
  rules: PriceRules | null,
): Promise<CourtPricingAnswer> {
  return db.transaction(async (tx) => {
    const { court, turf } = await requireLiveCourt(tx, turfId, courtId, true);
    const listing = rulesOfTurf(turf);
    const after = { ...court, priceRules: rules };
    const [beforeText, afterText] = [courtPricesText(court), courtPricesText(after)];
    if (beforeText === afterText) return courtPricingAnswer(listing, court, PRICES_UNCHANGED);
    await tx.update(courts).set({ priceRules: rules }).where(eq(courts.id, courtId));
    await tx.insert(turfEdits).values({
      turfId,
      editorId: editor.id,
      before: { courtPricing: beforeText },
      after: { courtPricing: afterText },
    });
    await recordAuditBy(tx, editor, turf, {
      action: 'court_prices.update',
      target: court.name,
      before: { pricing: beforeText },
      after: { pricing: afterText },
    });
    return courtPricingAnswer(listing, after, rules ? PRICES_SAVED : COURT_PRICES_CLEARED);
  });
}
