import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from './catalog';
import {
  AREA_POINTS,
  boxAround,
  distanceKm,
  EARTH_RADIUS_KM,
  isInBox,
  parsePoint,
  pointFromMapsLink,
  pointText,
  roundKm,
  type GeoPoint,
} from './geo';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The spherical law of cosines: an independent formula (poorly conditioned below a metre). */
function lawOfCosinesKm(a: GeoPoint, b: GeoPoint): number {
  const cosine =
    Math.sin(rad(a.lat)) * Math.sin(rad(b.lat)) +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return EARTH_RADIUS_KM * Math.acos(Math.max(-1, Math.min(1, cosine)));
}

/** Vincenty's formula on the sphere (atan2 form): accurate at every distance. */
function vincentyKm(a: GeoPoint, b: GeoPoint): number {
  const [p1, p2, dl] = [rad(a.lat), rad(b.lat), rad(b.lng - a.lng)];
  const y = Math.hypot(
    Math.cos(p2) * Math.sin(dl),
    Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl),
  );
  const x = Math.sin(p1) * Math.sin(p2) + Math.cos(p1) * Math.cos(p2) * Math.cos(dl);
  return EARTH_RADIUS_KM * Math.atan2(y, x);
}

/** The point `km` away from `from` along `bearing` degrees (the direct problem on the sphere). */
function destination(from: GeoPoint, bearing: number, km: number): GeoPoint {
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = rad(from.lat);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(rad(bearing)),
  );
  const lng2 =
    rad(from.lng) +
    Math.atan2(
      Math.sin(rad(bearing)) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lng = ((((lng2 * 180) / Math.PI + 540) % 360) + 360) % 360;
  return { lat: (lat2 * 180) / Math.PI, lng: lng - 180 };
}

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** Points around Mumbai, where the distances are short. */
const mumbai = fc.record({
  lat: fc.double({ min: 18.8, max: 19.5, noNaN: true }),
  lng: fc.double({ min: 72.7, max: 73.1, noNaN: true }),
});

describe('distanceKm (haversine)', () => {
  it('agrees with Vincenty’s formula to a millimetre in a city, a metre anywhere', () => {
    // Haversine loses digits only near the antipode (asin near 1): a metre at worst.
    fc.assert(
      fc.property(mumbai, mumbai, (a, b) => {
        expect(Math.abs(distanceKm(a, b) - vincentyKm(a, b))).toBeLessThan(1e-6);
      }),
    );
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(Math.abs(distanceKm(a, b) - vincentyKm(a, b))).toBeLessThan(1e-3);
      }),
    );
  });

  it('agrees with the spherical law of cosines within its rounding', () => {
    fc.assert(
      fc.property(fc.oneof(point, mumbai), fc.oneof(point, mumbai), (a, b) => {
        expect(Math.abs(distanceKm(a, b) - lawOfCosinesKm(a, b))).toBeLessThan(1e-3);
      }),
    );
  });

  it('is symmetric, zero from a point to itself and never beyond half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
        expect(distanceKm(a, a)).toBe(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-9);
      }),
    );
  });

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3);
      }),
    );
  });

  it('measures a known pair: Andheri station to Bandra station is about 7.3 km', () => {
    expect(roundKm(distanceKm(AREA_POINTS.Andheri, AREA_POINTS.Bandra))).toBe(7.3);
  });

  it('sorts by distance as the reference formula does', () => {
    fc.assert(
      fc.property(mumbai, fc.array(mumbai, { maxLength: 20 }), (from, points) => {
        const byHaversine = [...points].sort((a, b) => distanceKm(from, a) - distanceKm(from, b));
        const byVincenty = [...points].sort((a, b) => vincentyKm(from, a) - vincentyKm(from, b));
        byHaversine.forEach((p, index) =>
          expect(distanceKm(from, p)).toBeCloseTo(vincentyKm(from, byVincenty[index]!), 6),
        );
      }),
    );
  });
});

describe('roundKm', () => {
  it('answers one decimal within a twentieth of a km', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_100, noNaN: true }), (km) => {
        const rounded = roundKm(km);
        expect(Math.abs(rounded - km)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Number(rounded.toFixed(1))).toBe(rounded);
      }),
    );
  });
});

describe('boxAround', () => {
  it('holds every point within the radius', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (center, bearing, radius, share) => {
          const inside = destination(center, bearing, radius * share * 0.999999);
          expect(isInBox(inside, boxAround(center, radius))).toBe(true);
        },
      ),
    );
  });

  it('is narrow in a city: 15 km around Andheri spans about 0.27° of latitude', () => {
    const box = boxAround(AREA_POINTS.Andheri, 15);
    expect(box.maxLat - box.minLat).toBeCloseTo(0.27, 2);
    expect(box.maxLng - box.minLng).toBeLessThan(0.3);
    expect(isInBox(AREA_POINTS.Vasai, box)).toBe(false);
    expect(isInBox(AREA_POINTS.Bandra, box)).toBe(true);
  });

  it('takes every longitude near a pole or across the 180th meridian', () => {
    expect(boxAround({ lat: 89.99, lng: 10 }, 5)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boxAround({ lat: 0, lng: 179.99 }, 5)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

describe('parsePoint (the API’s near)', () => {
  it('reads what pointText writes', () => {
    fc.assert(
      fc.property(point, (p) => {
        const read = parsePoint(pointText(p))!;
        expect(read.lat).toBeCloseTo(p.lat, 5);
        expect(read.lng).toBeCloseTo(p.lng, 5);
      }),
    );
  });

  it('refuses anything but two numbers in range', () => {
    for (const bad of ['', '19.1', '19.1,', 'a,b', '19.1;72.8', '91,72', '19,181', '19,72,5'])
      expect(parsePoint(bad), bad).toBeNull();
    expect(parsePoint(' 19.1197 , 72.8468 ')).toEqual({ lat: 19.1197, lng: 72.8468 });
    expect(parsePoint('-33.9,-18.4')).toEqual({ lat: -33.9, lng: -18.4 });
  });
});

describe('pointFromMapsLink', () => {
  it.each([
    ['https://www.google.com/maps/@19.1197,72.8468,17z', { lat: 19.1197, lng: 72.8468 }],
    ['https://maps.google.com/?q=19.1,72.8', { lat: 19.1, lng: 72.8 }],
    ['https://maps.google.com/maps?q=loc:19.1%2C72.8', { lat: 19.1, lng: 72.8 }],
    [
      'https://www.google.com/maps/search/?api=1&query=19.2291,72.8573',
      { lat: 19.2291, lng: 72.8573 },
    ],
    [
      'https://www.google.com/maps/place/Dribble+Arena/@19.12,72.84,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d19.1213!4d72.8471',
      { lat: 19.1213, lng: 72.8471 },
    ],
    ['https://www.google.com/maps?ll=19.05,72.83&z=15', { lat: 19.05, lng: 72.83 }],
  ])('reads %s', (link, expected) => {
    expect(pointFromMapsLink(link)).toEqual(expected);
  });

  it.each([
    'https://www.google.com/maps/search/?api=1&query=Sunrise+Arena%2C+Malad',
    'https://maps.app.goo.gl/AbCdEf123',
    'not a link',
    'https://www.google.com/maps/@95.1,72.8,17z',
  ])('finds nothing in %s', (link) => {
    expect(pointFromMapsLink(link)).toBeNull();
  });

  it('reads back any point written as a map centre or a query', () => {
    fc.assert(
      fc.property(point, (p) => {
        const text = pointText(p);
        for (const link of [
          `https://www.google.com/maps/@${text},17z`,
          `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`,
        ]) {
          const read = pointFromMapsLink(link)!;
          expect(read.lat).toBeCloseTo(p.lat, 5);
          expect(read.lng).toBeCloseTo(p.lng, 5);
        }
      }),
    );
  });
});

describe('AREA_POINTS', () => {
  it('has a point in Mumbai for every area of the catalogue', () => {
    for (const area of LOCATIONS) {
      const p = AREA_POINTS[area];
      expect(distanceKm(p, AREA_POINTS.Andheri), area).toBeLessThan(40);
    }
  });
});
