import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LOCATIONS,
  PRICE_BANDS,
  SPEC_PRICE_BANDS,
  SPORTS,
  isInPriceBand,
  isLocation,
  isSport,
} from '../../shared/catalog';
import { DEMO_TURFS, demoTurfImagePath } from './demo-turfs';
import { DEMO_PLACES } from './demo-places';
import { AREA_POINTS, distanceKm } from '../../shared/geo';

const publicDir = new URL('../../web/public/', import.meta.url);
const approved = DEMO_TURFS.filter((t) => t.approved);
const pending = DEMO_TURFS.filter((t) => !t.approved);

describe('DEMO_TURFS', () => {
  it('covers every location x sport pair among approved turfs', () => {
    const missing: string[] = [];
    for (const location of LOCATIONS) {
      for (const sport of SPORTS) {
        if (!approved.some((t) => t.location === location && t.sports_type === sport)) {
          missing.push(`${location}/${sport}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(approved.length).toBeGreaterThanOrEqual(LOCATIONS.length * SPORTS.length);
  });

  it('uses only catalogue locations and sports', () => {
    for (const t of DEMO_TURFS) {
      expect(isLocation(t.location), t.slug).toBe(true);
      expect(isSport(t.sports_type), t.slug).toBe(true);
    }
  });

  it("spreads prices over both of the spec's bands, their edges, and outside them", () => {
    const inBand = (band: (typeof PRICE_BANDS)[number], price: number) =>
      isInPriceBand(band, price * 100);
    for (const band of SPEC_PRICE_BANDS) {
      const inside = approved.filter((t) => inBand(band, t.price));
      expect(inside.length, band.label).toBeGreaterThanOrEqual(5);
    }
    const prices = new Set(approved.map((t) => t.price));
    for (const edge of [500, 1000, 1500]) expect(prices.has(edge), `price ${edge}`).toBe(true);
    const outside = approved.filter((t) => !SPEC_PRICE_BANDS.some((b) => inBand(b, t.price)));
    // Outside the spec's bands, but each in a band of ours.
    for (const t of approved)
      expect(
        PRICE_BANDS.some((b) => inBand(b, t.price)),
        t.slug,
      ).toBe(true);
    expect(outside.some((t) => t.price < 500)).toBe(true);
    expect(outside.some((t) => t.price > 1500)).toBe(true);
    for (const t of DEMO_TURFS) expect(Number.isInteger(t.price) && t.price > 0, t.slug).toBe(true);
  });

  it('has unique kebab-case slugs and unique names', () => {
    const slugs = DEMO_TURFS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = DEMO_TURFS.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('links every turf to a https Google Maps search for its name and locality', () => {
    for (const t of DEMO_TURFS) {
      const url = new URL(t.linkes);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toBe('www.google.com');
      const query = url.searchParams.get('query') ?? '';
      expect(query).toContain(t.name);
      expect(query).toContain(t.location);
    }
  });

  it('gives every turf an address in its locality and a short description', () => {
    for (const t of DEMO_TURFS) {
      expect(t.address, t.slug).toContain(t.location.split(' ')[0]);
      const sentences = t.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, t.slug).toBeGreaterThanOrEqual(1);
      expect(sentences.length, t.slug).toBeLessThanOrEqual(3);
    }
  });

  it('has at least four pending turfs and both demo owners', () => {
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pending.map((t) => t.sports_type)).size).toBeGreaterThan(1);
    expect(new Set(pending.map((t) => t.location)).size).toBeGreaterThan(1);
    const owners = DEMO_TURFS.map((t) => t.owner);
    expect(owners.filter((o) => o === 'second').length).toBeGreaterThan(0);
    expect(owners.filter((o) => o === 'demo').length).toBeGreaterThan(owners.length / 2);
  });

  it('has an image on disk for every turf, and no stray turf images', () => {
    for (const t of DEMO_TURFS) {
      const path = demoTurfImagePath(t.slug);
      expect(path).toBe(`/images/turfs/${t.slug}.svg`);
      const file = new URL(`.${path}`, publicDir);
      expect(existsSync(file), fileURLToPath(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('<svg');
    }
    const onDisk = readdirSync(new URL('./images/turfs/', publicDir)).filter((f) =>
      f.endsWith('.svg'),
    );
    expect(onDisk.sort()).toEqual(DEMO_TURFS.map((t) => `${t.slug}.svg`).sort());
  });

  it('places every venue near its area, several covered and most floodlit (docs/decisions/067)', () => {
    expect(Object.keys(DEMO_PLACES).sort()).toEqual(DEMO_TURFS.map((t) => t.slug).sort());
    for (const turf of DEMO_TURFS)
      expect(
        distanceKm(DEMO_PLACES[turf.slug]!.geo, AREA_POINTS[turf.location]),
        turf.slug,
      ).toBeLessThan(8);
    const listedWith = (amenity: string) =>
      approved.filter((t) => DEMO_PLACES[t.slug]!.amenities.includes(amenity as never)).length;
    expect(listedWith('covered')).toBeGreaterThanOrEqual(5);
    expect(listedWith('floodlights')).toBeGreaterThanOrEqual(15);
  });
});
