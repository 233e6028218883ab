import { eq } from 'drizzle-orm';
import type { TaxDetails } from '../../shared/api/tax-contract';
import { checkTaxDetails } from '../../shared/tax-details';
import { recordAuditBy } from '../audit/audit-log';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/database';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';

// A venue's GST details (decision 038): saved whole or not at all. They apply to payments from
// now on; invoices already issued keep the details they were issued with.

type TurfRow = typeof turfs.$inferSelect;

export function taxDetailsOf(turf: TurfRow) {
  return { legalName: turf.legalName, gstin: turf.gstin, state: turf.gstState };
}

export async function saveTaxDetails(db: Db, person: UserRow, turf: TurfRow, input: TaxDetails) {
  const checked = checkTaxDetails(input);
  if (!checked.ok) throw HttpError.refusal(400, checked.message, 'tax_details_invalid');
  const details = checked.details;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(turfs)
      .where(eq(turfs.id, turf.id))
      .for('no key update');
    const [saved] = await tx
      .update(turfs)
      .set({
        legalName: details?.legalName ?? null,
        gstin: details?.gstin ?? null,
        gstState: details?.state ?? null,
      })
      .where(eq(turfs.id, turf.id))
      .returning();
    const was = taxDetailsOf(current ?? turf);
    const now = taxDetailsOf(saved!);
    const fields = (['legalName', 'gstin', 'state'] as const).filter(
      (key) => was[key] !== now[key],
    );
    if (fields.length > 0)
      await recordAuditBy(tx, person, turf, {
        action: 'tax_details.update',
        target: 'GST details',
        before: Object.fromEntries(fields.map((key) => [key, was[key] ?? ''])),
        after: Object.fromEntries(fields.map((key) => [key, now[key] ?? ''])),
      });
    return now;
  });
}
