import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CITY_ZOOM,
  MUMBAI_CENTRE,
  SINGLE_POINT_ZOOM,
  boundsOf,
  markersOf,
  roundedPoint,
  turfsWithoutPoint,
  viewOf,
} from './map-markers';

const andheri = { lat: 19.1136, lng: 72.8697 };
const bandra = { lat: 19.0596, lng: 72.8295 };

const turf = (id: string, geo: { lat: number; lng: number } | null | undefined, price = 900) => ({
  _id: id,
  name: `Turf ${id}`,
  price,
  geo,
});

describe('markersOf', () => {
  it('gives a marker to each turf with a point, in the list order, and none to the others', () => {
    const turfs = [turf('a', andheri), turf('b', null), turf('c', bandra), turf('d', undefined)];
    expect(markersOf(turfs)).toEqual([
      { id: 'a', point: andheri, name: 'Turf a', price: 900 },
      { id: 'c', point: bandra, name: 'Turf c', price: 900 },
    ]);
    expect(turfsWithoutPoint(turfs)).toBe(2);
  });

  it('leaves out a point that is no place on earth', () => {
    const broken = [turf('x', { lat: 91, lng: 72 }), turf('y', { lat: Number.NaN, lng: 72 })];
    expect(markersOf(broken)).toEqual([]);
    expect(turfsWithoutPoint(broken)).toBe(2);
  });

  it("shows a slot search's price of the time searched, else the hour's price", () => {
    const searched = { ...turf('a', andheri, 900), freeSlots: [{ amount: '1150.00' }] };
    expect(markersOf([searched])[0]!.price).toBe('1150.00');
    expect(markersOf([{ ...searched, freeSlots: [] }])[0]!.price).toBe(900);
  });
});

const point = fc.record({
  lat: fc.double({ min: -85, max: 85, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('boundsOf and viewOf', () => {
  it('hold every point in the smallest box', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const [[west, south], [east, north]] = boundsOf(points)!;
        for (const { lat, lng } of points) {
          expect(lng).toBeGreaterThanOrEqual(west);
          expect(lng).toBeLessThanOrEqual(east);
          expect(lat).toBeGreaterThanOrEqual(south);
          expect(lat).toBeLessThanOrEqual(north);
        }
        // Each edge is some point's: the box is no larger than it must be.
        expect(points.some((p) => p.lng === west)).toBe(true);
        expect(points.some((p) => p.lng === east)).toBe(true);
        expect(points.some((p) => p.lat === south)).toBe(true);
        expect(points.some((p) => p.lat === north)).toBe(true);
      }),
    );
  });

  it('fits several points, centres one alone at street level, and shows the city for none', () => {
    expect(viewOf([andheri, bandra])).toEqual({
      kind: 'fit',
      bounds: [
        [bandra.lng, bandra.lat],
        [andheri.lng, andheri.lat],
      ],
    });
    expect(viewOf([andheri, andheri])).toEqual({
      kind: 'centre',
      centre: andheri,
      zoom: SINGLE_POINT_ZOOM,
    });
    expect(boundsOf([])).toBeNull();
    expect(viewOf([])).toEqual({ kind: 'centre', centre: MUMBAI_CENTRE, zoom: CITY_ZOOM });
  });

  it('keeps a placed point to six decimals', () => {
    expect(roundedPoint({ lat: 19.11361234, lng: 72.86970000001 })).toEqual({
      lat: 19.113612,
      lng: 72.8697,
    });
  });
});
