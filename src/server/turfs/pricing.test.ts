import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PRICES_SAVED,
  PRICES_UNCHANGED,
  PRICE_RULE_MESSAGES,
  type PriceRulesBody,
} from '../../shared/price-rules-form';
import { turfEdits, turfs } from '../db/schema';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// An owner's prices, GET and PUT /api/v1/owner/turfs/:turfId/pricing (docs/decisions/034).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const WEEK: PriceRulesBody = {
  base: '1200.00',
  bands: [
    { days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', perHour: '1800.00' },
    { days: [0, 6], from: '00:00', to: '24:00', perHour: '2000.00' },
    { days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '09:00', perHour: '900.00' },
  ],
  specialDays: [{ date: '2030-12-25', perHour: '2200.00' }],
  lastMinute: { withinMinutes: 180, percentOff: 20 },
};

async function scene() {
  const owner = await createUser(t.database.db, 'owner');
  const turf = await createTurf(t.database.db, owner.id, { pricePaise: 100_000 });
  const others = {
    otherOwner: await createUser(t.database.db, 'owner'),
    player: await createUser(t.database.db, 'user'),
    admin: await createUser(t.database.db, 'admin'),
  };
  const cookies = {
    owner: await cookieFor(t.app, owner),
    otherOwner: await cookieFor(t.app, others.otherOwner),
    player: await cookieFor(t.app, others.player),
    admin: await cookieFor(t.app, others.admin),
  };
  return { owner, turf, cookies, admin: others.admin };
}

function pricing(turfId: string, cookie: string | null, body?: unknown) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'PUT',
    url: `/api/v1/owner/turfs/${turfId}/pricing`,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

describe('an owner’s prices', () => {
  it('starts as the listing’s one price, saves a week of bands, and makes the base the listing’s price', async () => {
    const { turf, cookies, owner } = await scene();
    expect((await pricing(turf.id, cookies.owner)).json()).toEqual({
      success: true,
      pricing: { base: '1000.00', bands: [], specialDays: [], lastMinute: null },
    });
    const saved = await pricing(turf.id, cookies.owner, WEEK);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: PRICES_SAVED,
      pricing: { ...WEEK, bands: WEEK.bands!.map((band) => ({ ...band })) },
    });
    expect((await pricing(turf.id, cookies.owner)).json().pricing).toEqual(saved.json().pricing);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${turf.id}` });
    expect(detail.json().turf).toMatchObject({ price: 1200, pricing: saved.json().pricing });

    const [edit] = await t.database.db
      .select()
      .from(turfEdits)
      .where(eq(turfEdits.turfId, turf.id));
    expect(edit!.editorId).toBe(owner.id);
    expect(edit!.before).toEqual({ price: '1000.00', pricing: 'The price every hour' });
    expect(edit!.after).toEqual({
      price: '1200.00',
      pricing: [
        'Mon–Fri 6:00 PM–11:00 PM ₹1800.00/h',
        'Sun, Sat 12:00 AM–midnight ₹2000.00/h',
        'Every day 6:00 AM–9:00 AM ₹900.00/h',
        '2030-12-25 ₹2200.00/h',
        'Last-minute offer: 20% off a free half-hour within 3 h of its start',
      ].join('\n'),
    });
  });

  it('writes nothing when nothing changed, and logs only the fields that did', async () => {
    const { turf, cookies } = await scene();
    await pricing(turf.id, cookies.owner, WEEK);
    const again = await pricing(turf.id, cookies.owner, WEEK);
    expect(again.json().message).toBe(PRICES_UNCHANGED);
    await pricing(turf.id, cookies.owner, { ...WEEK, lastMinute: null });
    const edits = await t.database.db.select().from(turfEdits).where(eq(turfEdits.turfId, turf.id));
    expect(edits).toHaveLength(2);
    expect(Object.keys(edits.find((edit) => !('price' in edit.after))!.after)).toEqual(['pricing']);
  });

  it('lets the admin set any listing’s prices, and refuses everyone else', async () => {
    const { turf, cookies } = await scene();
    expect((await pricing(turf.id, cookies.admin, WEEK)).statusCode).toBe(200);
    for (const [cookie, status] of [
      [null, 401],
      [cookies.player, 403],
      [cookies.otherOwner, 403],
    ] as const) {
      expect((await pricing(turf.id, cookie)).statusCode).toBe(status);
      expect((await pricing(turf.id, cookie, { ...WEEK, base: '1.00' })).statusCode).toBe(status);
    }
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row!.pricePaise).toBe(120_000);
    expect((await pricing('00000000-0000-4000-8000-000000000000', cookies.admin)).statusCode).toBe(
      404,
    );
  });

  const band = WEEK.bands![0]!;
  it.each([
    ['a band off the half-hour', { bands: [{ ...band, from: '18:15' }] }, PRICE_RULE_MESSAGES.time],
    ['a band past midnight', { bands: [{ ...band, to: '24:30' }] }, PRICE_RULE_MESSAGES.time],
    [
      'a band ending before it starts',
      { bands: [{ ...band, from: '20:00', to: '19:00' }] },
      PRICE_RULE_MESSAGES.bandOrder,
    ],
    ['a band without days', { bands: [{ ...band, days: [] }] }, PRICE_RULE_MESSAGES.days],
    ['a day 7', { bands: [{ ...band, days: [7] }] }, PRICE_RULE_MESSAGES.days],
    ['a negative price', { base: '-100.00' }, PRICE_RULE_MESSAGES.perHour],
    [
      'an absurd price',
      { bands: [{ ...band, perHour: '100000.01' }] },
      PRICE_RULE_MESSAGES.perHour,
    ],
    ['a price with three decimals', { base: '1200.005' }, PRICE_RULE_MESSAGES.perHour],
    [
      'a special day that is no date',
      { specialDays: [{ date: '2030-02-30', perHour: '2000.00' }] },
      PRICE_RULE_MESSAGES.specialDate,
    ],
    [
      'a special day twice',
      {
        specialDays: [
          { date: '2030-12-25', perHour: '1.00' },
          { date: '2030-12-25', perHour: '2.00' },
        ],
      },
      PRICE_RULE_MESSAGES.specialTwice,
    ],
    [
      'an offer of 95%',
      { lastMinute: { withinMinutes: 180, percentOff: 95 } },
      PRICE_RULE_MESSAGES.percentOff,
    ],
    [
      'an offer of 0%',
      { lastMinute: { withinMinutes: 180, percentOff: 0 } },
      PRICE_RULE_MESSAGES.percentOff,
    ],
    [
      'an offer reaching 25 hours',
      { lastMinute: { withinMinutes: 1500, percentOff: 20 } },
      PRICE_RULE_MESSAGES.withinMinutes,
    ],
    [
      'an offer off the half-hour',
      { lastMinute: { withinMinutes: 45, percentOff: 20 } },
      PRICE_RULE_MESSAGES.withinMinutes,
    ],
  ])('refuses %s with 400 and saves nothing', async (_what, change, message) => {
    const { turf, cookies } = await scene();
    const answer = await pricing(turf.id, cookies.owner, { ...WEEK, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message });
    expect((await pricing(turf.id, cookies.owner)).json().pricing.base).toBe('1000.00');
    expect(await t.database.db.select().from(turfEdits)).toEqual([]);
  });
});
