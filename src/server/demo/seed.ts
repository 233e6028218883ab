import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { priceOfRange, rulesWithBase } from '../../shared/price-rules';
import { rupeesToPaise } from '../../shared/pricing';
import { confirmPaidHolds } from '../bookings/confirm-holds';
import { placeHolds } from '../bookings/lifecycle';
import { newPaymentIntentId } from '../local-gateway/local-gateway';
import { addDays, zonedNow } from '../../shared/time';
import { turfs, users } from '../db/schema';
import { appMeta } from '../db/schema-system';
import { localPaymentIntents, payments } from '../db/schema-money';
import { hashPassword } from '../auth/passwords';
import { addCourts, addDefaultCourts } from '../turfs/courts';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TURFS, demoTurfImagePath } from './demo-turfs';
import { DEMO_PLACES } from './demo-places';

const DEMO_MARKER = 'demo_data_loaded';
/** A well-formed Maharashtra (27) GSTIN that belongs to nobody. */
const DEMO_GSTIN = '27AAAPT1234F1Z0';

/**
 * Loads the demo accounts and turfs once per database. The marker, not the tables' contents,
 * decides: what people later change or delete stays changed.
 */
export async function loadDemoDataOnce(
  db: DbOrTx,
  clock: { now: Date; timeZone: string } = { now: new Date(), timeZone: 'Asia/Kolkata' },
): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (marker) return false;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  return db.transaction(async (tx) => {
    // The marker row doubles as a lock: a second process starting at once inserts nothing.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const ownerIds = new Map<string, string>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          fullname: account.fullname,
          email: account.email,
          mobilenumber: account.mobilenumber,
          role: account.role,
          passwordHash: hashes[index]!,
        })
        .onConflictDoUpdate({ target: users.email, set: { role: account.role } })
        .returning({ id: users.id });
      ownerIds.set(account.key, row!.id);
    }

    const inserted = await tx
      .insert(turfs)
      .values(
        DEMO_TURFS.map((turf) => ({
          name: turf.name,
          imageUrl: demoTurfImagePath(turf.slug),
          location: turf.location,
          sportsType: turf.sports_type,
          pricePaise: rupeesToPaise(turf.price)!,
          priceRules: turf.pricing ?? null,
          approved: turf.approved,
          address: turf.address,
          mapsLink: turf.linkes,
          description: turf.description,
          ownerId: ownerIds.get(turf.owner)!,
          geoLat: DEMO_PLACES[turf.slug]?.geo.lat ?? null,
          geoLng: DEMO_PLACES[turf.slug]?.geo.lng ?? null,
          amenities: [...(DEMO_PLACES[turf.slug]?.amenities ?? [])],
          houseRules: [...(DEMO_PLACES[turf.slug]?.houseRules ?? [])],
          // The first owner's venues are GST-registered in Maharashtra, so their payments get
          // tax invoices (decision 038); the others' get receipts.
          gstin: turf.owner === 'demo' ? DEMO_GSTIN : null,
          legalName: turf.owner === 'demo' ? `${turf.name} Sports LLP` : null,
          gstState: turf.owner === 'demo' ? '27' : null,
        })),
      )
      .returning();
    // Each venue's own courts where the demo names them, else its one default court.
    const courtsOf = new Map(DEMO_TURFS.map((turf) => [turf.name, turf.courts]));
    await addDefaultCourts(
      tx,
      inserted.filter((turf) => !courtsOf.get(turf.name)),
    );
    for (const turf of inserted) {
      const courts = courtsOf.get(turf.name);
      if (courts) await addCourts(tx, turf.id, courts);
    }

    // A few paid bookings around the first start, so grids show Booked cells and the demo
    // player has upcoming and past bookings.
    const today = zonedNow(clock.now, clock.timeZone).date;
    const player = ownerIds.get('player')!;
    const listed = inserted.filter((turf) => turf.approved).slice(0, 8);
    const plan = [
      { dayOffset: 1, start: 18 * 60, end: 19 * 60 },
      { dayOffset: 2, start: 7 * 60, end: 8 * 60 + 30 },
      { dayOffset: 3, start: 20 * 60, end: 21 * 60 },
      { dayOffset: -2, start: 19 * 60, end: 20 * 60 },
    ];
    // Through the booking core, as a paid booking is made: held, then confirmed by its payment.
    for (const turf of listed) {
      for (const slot of plan) {
        const paymentId = newPaymentIntentId();
        const range = { date: addDays(today, slot.dayOffset), start: slot.start, end: slot.end };
        const rules = rulesWithBase(turf.pricePaise, turf.priceRules);
        const amountPaise = priceOfRange(rules, range, null).totalPaise;
        // Paid with the local gateway's test card, so a demo booking can be cancelled and refunded.
        await tx.insert(localPaymentIntents).values({
          id: paymentId,
          clientSecret: `${paymentId}_secret_demo`,
          amount: amountPaise,
          currency: 'inr',
          status: 'succeeded',
          metadata: { demo: 'true' },
          cardLast4: '4242',
          billingName: 'Demo Player',
        });
        // …and recorded as every paid booking is: a charge that ended as a booking.
        await tx.insert(payments).values({
          intentId: paymentId,
          clientSecret: `${paymentId}_secret_demo`,
          provider: 'local',
          userId: player,
          kind: 'booking',
          amountPaise,
          currency: 'inr',
          status: 'finalized',
          settledAt: clock.now,
        });
        await placeHolds(tx, {
          userId: player,
          turfId: turf.id,
          paymentId,
          holdExpiresAt: clock.now,
          now: clock.now,
          slots: [{ range, amountPaise }],
        });
        await confirmPaidHolds(tx, paymentId, clock.now, { notify: false });
      }
    }
    return true;
  });
}
