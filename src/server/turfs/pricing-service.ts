import { eq } from 'drizzle-orm';
import type { PricingAnswer } from '../../shared/api/pricing-contract';
import { rulesBeyondBase, rulesWithBase, type PriceRules } from '../../shared/price-rules';
import { PRICES_SAVED, PRICES_UNCHANGED } from '../../shared/price-rules-form';
import { priceRulesLines } from '../../shared/price-rules-words';
import { priceRulesJson } from '../../shared/price-rules-json';
import { paiseToRupeesText } from '../../shared/pricing';
import { recordAuditBy } from '../audit/audit-log';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { turfEdits, turfs } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TurfRow } from './turf-json';

// An owner's prices (docs/decisions/034). The base is the spec's `price` column; the bands,
// special days and offer sit beside it. A change reaches new holds only: every booking froze
// its amount when it was held.

/** A turf's rules as priced everywhere (shared/price-rules). */
export function rulesOfTurf(turf: Pick<TurfRow, 'pricePaise' | 'priceRules'>): PriceRules {
  return rulesWithBase(turf.pricePaise, turf.priceRules);
}

export function pricingAnswer(rules: PriceRules, message?: string): PricingAnswer {
  return { success: true, ...(message ? { message } : {}), pricing: priceRulesJson(rules) };
}

/** The edit log's fields for a change of rules: the base as the price, the rest in words. */
function editFields(rules: PriceRules): { price: string; pricing: string } {
  const beyondBase = priceRulesLines(rules).slice(1);
  return {
    price: paiseToRupeesText(rules.basePaise),
    pricing: beyondBase.length ? beyondBase.join('\n') : 'The price every hour',
  };
}

/**
 * Saves the rules over the turf's, with the turf's row locked, and logs what changed in the
 * listing's edit log (only the fields that changed). Unchanged rules write nothing. The route's
 * requireCapability vouched for `editor`.
 */
export async function savePriceRules(
  db: Db,
  editor: UserRow,
  turfId: string,
  rules: PriceRules,
): Promise<PricingAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(turfs).where(eq(turfs.id, turfId)).for('update');
    if (!row) throw new HttpError(404, 'turf_not_found');
    const before = editFields(rulesOfTurf(row));
    const after = editFields(rules);
    const changed = (['price', 'pricing'] as const).filter(
      (field) => before[field] !== after[field],
    );
    if (changed.length === 0) return pricingAnswer(rulesOfTurf(row), PRICES_UNCHANGED);
    await tx
      .update(turfs)
      .set({ pricePaise: rules.basePaise, priceRules: rulesBeyondBase(rules) })
      .where(eq(turfs.id, turfId));
    await tx.insert(turfEdits).values({
      turfId,
      editorId: editor.id,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
    });
    const only = (values: Record<string, string>) =>
      Object.fromEntries(changed.map((field) => [field, values[field]!]));
    await recordAuditBy(tx, editor, row, {
      action: 'prices.update',
      target:
        changed.length === 2
          ? 'Base price and price rules'
          : changed[0] === 'price'
            ? 'Base price'
            : 'Price rules',
      before: only(before),
      after: only(after),
    });
    return pricingAnswer(rules, PRICES_SAVED);
  });
}
