import { describe, expect, it } from 'vitest';
import { turfSchema } from '../../shared/api/turf-contract';
import { toTurfJson, type TurfRow } from './turf-json';

// The row-to-answer step and the shared contract agree: what the server builds is what the
// client's TurfJson describes (the serializer would turn a mismatch into a 500).

const row: TurfRow = {
  id: '0b6f6c52-9b8e-4a1e-8a51-3c2d1f0e9a77',
  name: 'Sunrise Arena',
  imageUrl: '/images/placeholder-turf.svg',
  location: 'Malad',
  sportsType: 'football',
  pricePaise: 90_050,
  approved: false,
  address: '12 Link Road, Malad West',
  mapsLink: 'https://www.google.com/maps/search/?api=1&query=Sunrise+Arena',
  description: 'Floodlit five-a-side turf.',
  gstin: null,
  legalName: null,
  gstState: null,
  commissionBp: null,
  openingHours: null,
  priceRules: null,
  unlistedAt: null,
  ownerId: '5f0d3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  createdAt: new Date('2026-11-22T10:00:00Z'),
  locationKey: 'malad',
  searchText: 'sunrise arena malad',
  courtLayout: null,
  geoLat: null,
  geoLng: null,
  amenities: [],
  houseRules: [],
};

describe('toTurfJson', () => {
  it('builds a turf the contract accepts unchanged, in the spec’s names', () => {
    const json = toTurfJson(row, { average: 4.26, count: 3, stars: { count: 4, sum: 17 } }, [
      { _id: 'r1', user: 'Priya S.', rating: 5 },
    ]);
    expect(turfSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({ _id: row.id, linkes: row.mapsLink, price: 900.5, state: false });
    expect(json.averageRating).toBe(4.3);
    expect(json.reviewSummary).toEqual({ average: 4.3, count: 4 });
  });
});
