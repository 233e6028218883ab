import { describe, expect, it } from 'vitest';
import { ownerTurfsAnswerSchema } from './owner-contract';
import { rateTurfBodySchema } from './rating-contract';
import { turfListAnswerSchema, turfSchema, type TurfJson } from './turf-contract';

// The contract is what the server's serializer checks every answer against and what the client's
// types are inferred from; these tests show it holds the spec's field names and rejects drift.

/** A turf as src/server/turfs/turf-json.ts builds it. */
const turf: TurfJson = {
  _id: '0b6f6c52-9b8e-4a1e-8a51-3c2d1f0e9a77',
  name: 'Sunrise Arena',
  images: '/uploads/' + 'a'.repeat(64) + '.png',
  location: 'Malad',
  sports_type: 'football',
  price: 900,
  state: true,
  address: '12 Link Road, Malad West',
  linkes: 'https://www.google.com/maps/search/?api=1&query=Sunrise+Arena',
  description: 'Floodlit five-a-side turf.',
  owner: '5f0d3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  averageRating: 4.5,
  ratingCount: 2,
  reviewSummary: { average: 4.5, count: 2 },
  geo: { lat: 19.1868, lng: 72.8489 },
  amenities: ['covered', 'floodlights'],
  houseRules: ['footwear'],
  ratings: [
    { _id: 'r1', user: 'Priya S.', rating: 5 },
    { _id: 'r2', user: 'Anonymous', rating: 4 },
  ],
  photos: [],
};

describe('turfSchema', () => {
  it('accepts a turf with the spec’s field names, unchanged', () => {
    expect(turfSchema.parse(turf)).toEqual(turf);
    const item = { ...turf, courtCount: 1, pricesVary: false };
    expect(turfListAnswerSchema.parse({ success: true, turfs: [item] }).turfs).toEqual([item]);
  });

  it('rejects a turf missing a field or with one renamed', () => {
    const { linkes, ...withoutLinkes } = turf;
    expect(turfSchema.safeParse(withoutLinkes).success).toBe(false);
    expect(turfSchema.safeParse({ ...withoutLinkes, links: linkes }).success).toBe(false);
    expect(turfSchema.safeParse({ ...turf, ratings: [{ _id: 'r1', rating: 5 }] }).success).toBe(
      false,
    );
  });

  it('rejects wrong types and a sport outside the catalog', () => {
    expect(turfSchema.safeParse({ ...turf, price: '900' }).success).toBe(false);
    expect(turfSchema.safeParse({ ...turf, sports_type: 'Football' }).success).toBe(false);
  });

  it('drops fields it does not know, so nothing unlisted reaches the wire', () => {
    const parsed = turfSchema.parse({ ...turf, pricePaise: 90_000, passwordHash: 'x' });
    expect(parsed).not.toHaveProperty('pricePaise');
    expect(parsed).not.toHaveProperty('passwordHash');
  });
});

describe('ownerTurfsAnswerSchema', () => {
  it('keeps the spec’s fields first and requires the earnings', () => {
    const answer = {
      success: true,
      turfs: [turf],
      totalEarnings: 1800,
      earningsByDay: [{ date: '2026-11-22', amount: 1800 }],
      earningsByPlayDay: [{ date: '2026-11-23', amount: 1800 }],
      bookedHoursByDay: [{ date: '2026-11-22', hours: 2 }],
      turfStats: [
        {
          turfId: 't1',
          bookings30Days: 1,
          earnings30Days: 1800,
          occupancy: { openHalfHours: 252, soldHalfHours: 4 },
          courts: [{ courtId: 'c1', name: 'Court 1', openHalfHours: 252, soldHalfHours: 4 }],
        },
      ],
      venueMoney: {
        paidAtVenue: 1200,
        paidAtVenueByMethod: { cash: 1200, upi: 0, card: 0 },
        notYetPaid: 0,
        turfs: [{ turfId: 't1', paidAtVenue: 1200, notYetPaid: 0 }],
      },
    };
    expect(Object.keys(ownerTurfsAnswerSchema.parse(answer))).toEqual(Object.keys(answer));
    const { totalEarnings: _omitted, ...withoutTotal } = answer;
    expect(ownerTurfsAnswerSchema.safeParse(withoutTotal).success).toBe(false);
  });
});

describe('rateTurfBodySchema', () => {
  it('takes the spec’s rating and userId, with the shared messages', () => {
    expect(rateTurfBodySchema.parse({ rating: 0 })).toEqual({ rating: 0 });
    const wrong = rateTurfBodySchema.safeParse({ rating: 6, userId: 'me' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      'Rating must be a whole number from 0 to 5',
      'Invalid user id',
    ]);
  });
});
