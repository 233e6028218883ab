import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVALID_TURF_ID } from '../../shared/api/common-contract';
import { PROMO_MESSAGES } from '../../shared/promo-codes';
import { NOT_LOGGED_IN } from '../auth/guards';
import { NOT_YOUR_TURF } from '../auth/venue-access';
import { promoCodeTurfs, promoCodes } from '../db/schema-promos';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { createPromo, listPromos, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Making and listing promo codes (docs/decisions/035): an owner for their own turfs, the admin
// for every turf; every bad field a 400 naming it, with nothing saved; other roles refused.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function people() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  const turf = await createTurf(db, owner.id, { pricePaise: 100_000 });
  const otherTurf = await createTurf(db, otherOwner.id);
  return {
    turf,
    otherTurf,
    owner: await cookieFor(t.app, owner),
    otherOwner: await cookieFor(t.app, otherOwner),
    player: await cookieFor(t.app, player),
    admin: await cookieFor(t.app, admin),
  };
}

async function savedCodes() {
  const [row] = await t.database.db.select({ n: count() }).from(promoCodes);
  const [places] = await t.database.db.select({ n: count() }).from(promoCodeTurfs);
  return row!.n + places!.n;
}

describe('an owner’s promo codes', () => {
  it('creates a code for their turf, stored upper case, and lists it with its uses', async () => {
    const p = await people();
    const made = await createPromo(t.app, 'owner', p.owner, promoTerms({ turfIds: [p.turf.id] }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      success: true,
      message: 'Promo code MONSOON10 created.',
      promoCode: {
        code: 'MONSOON10',
        percentOff: 10,
        amountOff: null,
        maxUses: 100,
        maxUsesPerPlayer: 1,
        minAmount: 0,
        firstBookingOnly: false,
        allTurfs: false,
        turfs: [{ _id: p.turf.id, name: p.turf.name }],
        uses: 0,
        paidUses: 0,
        givenAway: 0,
        validFrom: '2030-04-30T18:30:00.000Z',
        validTo: '2030-05-31T18:30:00.000Z',
      },
    });
    const fixed = await createPromo(
      t.app,
      'owner',
      p.owner,
      promoTerms({
        code: 'Flat-150_off',
        percentOff: null,
        amountOff: '150.50',
        minAmount: '500',
        firstBookingOnly: true,
        turfIds: [p.turf.id],
      }),
    );
    expect(fixed.json().promoCode).toMatchObject({
      code: 'FLAT-150_OFF',
      amountOff: 150.5,
      percentOff: null,
      minAmount: 500,
      firstBookingOnly: true,
    });
    const listed = await listPromos(t.app, 'owner', p.owner);
    expect(
      listed
        .json()
        .promoCodes.map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual(['FLAT-150_OFF', 'MONSOON10']);
    // Another owner sees none of them; the admin sees both.
    expect((await listPromos(t.app, 'owner', p.otherOwner)).json().promoCodes).toEqual([]);
    expect((await listPromos(t.app, 'admin', p.admin)).json().promoCodes).toHaveLength(2);
  });

  it('refuses a name already taken, whatever its case', async () => {
    const p = await people();
    await createPromo(t.app, 'owner', p.owner, promoTerms({ turfIds: [p.turf.id] }));
    const again = await createPromo(
      t.app,
      'owner',
      p.otherOwner,
      promoTerms({ code: 'Monsoon10', turfIds: [p.otherTurf.id] }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROMO_MESSAGES.duplicate);
  });

  it('refuses another owner’s turf (403) and a turf that is not there', async () => {
    const p = await people();
    const before = await savedCodes();
    const theirs = await createPromo(
      t.app,
      'owner',
      p.owner,
      promoTerms({ turfIds: [p.turf.id, p.otherTurf.id] }),
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(NOT_YOUR_TURF);
    const missing = await createPromo(
      t.app,
      'owner',
      p.owner,
      promoTerms({ turfIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(missing.statusCode).toBe(403);
    const none = await createPromo(t.app, 'owner', p.owner, promoTerms({ turfIds: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PROMO_MESSAGES.turfsMissing);
    const garbled = await createPromo(t.app, 'owner', p.owner, promoTerms({ turfIds: ['x'] }));
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(INVALID_TURF_ID);
    expect(await savedCodes()).toBe(before);
  });
});

describe('every bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a percentage of 0', { percentOff: 0 }, PROMO_MESSAGES.percentRange],
    ['a percentage of 91', { percentOff: 91 }, PROMO_MESSAGES.percentRange],
    ['a percentage of 12.5', { percentOff: 12.5 }, PROMO_MESSAGES.percentRange],
    ['a negative percentage', { percentOff: -10 }, PROMO_MESSAGES.percentRange],
    ['a code with a space', { code: 'SUMMER 10' }, PROMO_MESSAGES.codeSpaces],
    ['a code of 21 characters', { code: 'A'.repeat(21) }, PROMO_MESSAGES.codeTooLong],
    ['a code with other signs', { code: 'TEN%OFF' }, PROMO_MESSAGES.codeCharacters],
    ['an empty code', { code: '  ' }, PROMO_MESSAGES.codeMissing],
    [
      'a window that ends before it starts',
      { validFrom: '2030-06-01T00:00:00+05:30', validTo: '2030-05-01T00:00:00+05:30' },
      PROMO_MESSAGES.windowOrder,
    ],
    [
      'a window that ends as it starts',
      { validFrom: '2030-06-01T00:00:00Z', validTo: '2030-06-01T00:00:00Z' },
      PROMO_MESSAGES.windowOrder,
    ],
    ['a window without a time', { validFrom: '2030-05-01' }, PROMO_MESSAGES.windowInvalid],
    ['both discounts', { amountOff: 100 }, PROMO_MESSAGES.discountBoth],
    ['no discount', { percentOff: null }, PROMO_MESSAGES.discountMissing],
    ['an amount of 0', { percentOff: null, amountOff: 0 }, PROMO_MESSAGES.amountInvalid],
    [
      'an amount of 3 decimals',
      { percentOff: null, amountOff: '1.005' },
      PROMO_MESSAGES.amountInvalid,
    ],
    ['no cap on uses', { maxUses: 0 }, PROMO_MESSAGES.maxUsesInvalid],
    ['a cap per player of 0', { maxUsesPerPlayer: 0 }, PROMO_MESSAGES.perPlayerInvalid],
    ['a negative minimum', { minAmount: -5 }, PROMO_MESSAGES.minAmountInvalid],
  ];
  it.each(cases)('%s: 400 with its message, nothing saved', async (_name, change, message) => {
    const p = await people();
    for (const who of ['owner', 'admin'] as const) {
      const body = promoTerms({ ...change, ...(who === 'owner' ? { turfIds: [p.turf.id] } : {}) });
      const answer = await createPromo(t.app, who, p[who], body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message });
    }
    expect(await savedCodes()).toBe(0);
  });
});

describe('the admin’s promo codes', () => {
  it('applies at every turf without turfIds, and at the named ones with them', async () => {
    const p = await people();
    const everywhere = await createPromo(t.app, 'admin', p.admin, promoTerms({ code: 'ALL' }));
    expect(everywhere.statusCode, everywhere.body).toBe(201);
    expect(everywhere.json().promoCode).toMatchObject({ allTurfs: true, turfs: [] });
    const some = await createPromo(
      t.app,
      'admin',
      p.admin,
      promoTerms({ code: 'TWO', turfIds: [p.turf.id, p.otherTurf.id] }),
    );
    expect(some.json().promoCode.allTurfs).toBe(false);
    expect(some.json().promoCode.turfs).toHaveLength(2);
    const missing = await createPromo(
      t.app,
      'admin',
      p.admin,
      promoTerms({ code: 'NOPE', turfIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('who may make and list codes', () => {
  it('refuses anonymous (401), players and the wrong role (403)', async () => {
    const p = await people();
    const body = promoTerms({ turfIds: [p.turf.id] });
    const refused: ['owner' | 'admin', string | undefined, number][] = [
      ['owner', undefined, 401],
      ['owner', p.player, 403],
      ['owner', p.admin, 403],
      ['admin', undefined, 401],
      ['admin', p.player, 403],
      ['admin', p.owner, 403],
    ];
    for (const [who, cookie, status] of refused) {
      const made = await createPromo(t.app, who, cookie, body);
      expect(made.statusCode, `${who} ${status}`).toBe(status);
      if (status === 401) expect(made.json().message).toBe(NOT_LOGGED_IN);
      expect((await listPromos(t.app, who, cookie)).statusCode).toBe(status);
    }
    expect(await savedCodes()).toBe(0);
  });
});
