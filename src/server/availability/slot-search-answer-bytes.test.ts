import { AMENITIES, HOUSE_RULES } from '../../shared/amenities';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turfListAnswerSchema, type FreeSlot } from '../../shared/api/turf-contract';
import { rulesWithBase } from '../../shared/price-rules';
import { timeLabel } from '../../shared/slots';
import { contractWriter } from '../http/fast-json';
import { publicImageUrl } from '../http/public-urls';
import type { TurfListJson } from '../turfs/list-query';
import type { CataloguedListing } from './search-catalogue';
import { searchAnswerBytes, type FoundItem } from './slot-search-answer-bytes';

// The search's answer joined from each venue's kept bytes is, byte for byte, what the list's own
// contract writer makes of the same answer (docs/decisions/050), whatever the venues' texts hold.

const writeList = contractWriter(turfListAnswerSchema);

const text = fc.string({ unit: 'binary', maxLength: 24 });

const listedArbitrary: fc.Arbitrary<TurfListJson> = fc.record({
  _id: fc.uuid(),
  name: text,
  images: fc.oneof(
    fc.constant('/images/turfs/box.svg'),
    fc.constant('https://cdn.example/turf"1".png'),
    text,
  ),
  location: text,
  sports_type: fc.constantFrom('cricket', 'football', 'badminton'),
  price: fc.integer({ min: 0, max: 100_000 }),
  state: fc.boolean(),
  address: text,
  linkes: text,
  description: text,
  owner: fc.uuid(),
  averageRating: fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
  ratingCount: fc.nat(50),
  reviewSummary: fc.record({ average: fc.constant(4.2), count: fc.nat(50) }),
  geo: fc.option(
    fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    }),
    { nil: null },
  ),
  amenities: fc.subarray([...AMENITIES]),
  houseRules: fc.subarray([...HOUSE_RULES]),
  ratings: fc.array(
    fc.record({ _id: fc.uuid(), user: text, rating: fc.integer({ min: 1, max: 5 }) }),
    {
      maxLength: 3,
    },
  ),
  photos: fc.constant([]),
  courtCount: fc.integer({ min: 1, max: 8 }),
  pricesVary: fc.boolean(),
});

const freeSlotArbitrary: fc.Arbitrary<FreeSlot> = fc
  .record({
    start: fc.integer({ min: 0, max: 46 }).map((half) => half * 30),
    minutes: fc.constantFrom(30, 60, 90),
    freeCourts: fc.integer({ min: 1, max: 3 }),
    suitableCourts: fc.integer({ min: 3, max: 6 }),
    paise: fc.nat(10_000_000),
  })
  .map(({ start, minutes, freeCourts, suitableCourts, paise }) => ({
    date: '2030-05-11',
    start,
    end: start + minutes,
    startTime: timeLabel(start),
    endTime: timeLabel(start + minutes),
    freeCourts,
    suitableCourts,
    amount: `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`,
  }));

function catalogued(listed: TurfListJson): CataloguedListing {
  return {
    listed,
    rules: rulesWithBase(listed.price * 100, null),
    openingHours: null,
    courts: [],
    courtsWithRules: null,
  };
}

describe("the slot search's answer bytes", () => {
  it('are the bytes the list writer makes of the same answer', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            listedArbitrary,
            fc.array(freeSlotArbitrary, { minLength: 1, maxLength: 4 }),
            // Asked near a point (docs/decisions/067): km to one decimal, or none.
            fc.option(
              fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
              {
                nil: undefined,
              },
            ),
          ),
          {
            maxLength: 5,
          },
        ),
        fc.option(fc.nat(400), { nil: undefined }),
        fc.constantFrom('http://127.0.0.1:8080', 'https://turfbook.in'),
        (found, total, origin) => {
          const items: FoundItem[] = found.map(([listed, freeSlots, distanceKm]) => ({
            listing: catalogued(listed),
            freeSlots,
            ...(distanceKm !== undefined && { distanceKm }),
          }));
          const turfs = found.map(([listed, freeSlots, distanceKm]) => ({
            ...listed,
            images: publicImageUrl(listed.images, origin),
            ...(distanceKm !== undefined && { distanceKm }),
            freeSlots,
          }));
          const expected = Buffer.from(
            writeList({ success: true, turfs, ...(total === undefined ? {} : { total }) }),
          );
          // Twice: the second answer is joined from the bytes kept by the first.
          expect(searchAnswerBytes(items, total, origin).equals(expected)).toBe(true);
          expect(searchAnswerBytes(items, total, origin).equals(expected)).toBe(true);
        },
      ),
    );
  });

  it("writes a venue's images on each origin asked, however many", () => {
    const listing = catalogued({
      _id: 'a',
      name: 'Box',
      images: '/images/turfs/box.svg',
      location: 'Malad',
      sports_type: 'football',
      price: 900,
      state: true,
      address: '',
      linkes: '',
      description: '',
      owner: 'o',
      averageRating: null,
      ratingCount: 0,
      ratings: [],
      reviewSummary: { average: null, count: 0 },
      photos: [],
      geo: null,
      amenities: [],
      houseRules: [],
      courtCount: 1,
      pricesVary: false,
    });
    const slot: FreeSlot = {
      date: '2030-05-11',
      start: 1140,
      end: 1200,
      startTime: '7:00 PM',
      endTime: '8:00 PM',
      freeCourts: 1,
      suitableCourts: 1,
      amount: '900.00',
    };
    for (let n = 0; n < 10; n += 1) {
      const origin = `http://host-${n}.test`;
      const answer = JSON.parse(
        searchAnswerBytes([{ listing, freeSlots: [slot] }], undefined, origin).toString(),
      );
      expect(answer.turfs[0].images).toBe(`${origin}/images/turfs/box.svg`);
    }
  });
});
