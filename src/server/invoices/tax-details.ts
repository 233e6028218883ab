import { eq } from 'drizzle-orm';
import type { TaxDetails } from '../../shared/api/tax-contract';
import { checkTaxDetails } from '../../shared/tax-details';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';

// A venue's GST details (decision 038): saved whole or not at all. They apply to payments from
// now on; invoices already issued keep the details they were issued with.

type TurfRow = typeof turfs.$inferSelect;

export function taxDetailsOf(turf: TurfRow) {
  return { legalName: turf.legalName, gstin: turf.gstin, state: turf.gstState };
}

export async function saveTaxDetails(db: DbOrTx, turf: TurfRow, input: TaxDetails) {
  const checked = checkTaxDetails(input);
  if (!checked.ok) throw HttpError.refusal(400, checked.message, 'tax_details_invalid');
  const details = checked.details;
  const [saved] = await db
    .update(turfs)
    .set({
      legalName: details?.legalName ?? null,
      gstin: details?.gstin ?? null,
      gstState: details?.state ?? null,
    })
    .where(eq(turfs.id, turf.id))
    .returning();
  return taxDetailsOf(saved!);
}
