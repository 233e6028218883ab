import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { turfRatings } from '../db/schema';
import { createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { openingHoursSpecification } from './turf-json-ld';

// A turf page's schema.org JSON-LD (docs/decisions/055, 067), read out of the HTML as a crawler
// gets it (no script runs): its point, its week of hours, what it has, its players' rating and
// its price range; and a hostile name cannot close the script early.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', PUBLIC_URL: 'https://turfbook.example' });

const webRoot = mkdtempSync(join(tmpdir(), 'turf-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>TurfBook</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
let site: App | null = null;
afterAll(() => site?.close());

async function page(url: string) {
  site ??= await buildApp(t.context, { webRoot });
  const answer = await site.inject({ method: 'GET', url, headers: { 'user-agent': 'Googlebot' } });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** Every JSON-LD script of the page, parsed, with where it stands in the HTML. */
function jsonLdOf(html: string) {
  const found = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return found.map((match) => ({
    at: match.index,
    data: JSON.parse(match[1]!) as Record<string, unknown>,
  }));
}

describe('a turf page’s JSON-LD', () => {
  it('says where it is, when it is open, what it has, its rating and its prices', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id, {
      name: 'Andheri Sports Arena',
      location: 'Andheri',
      address: '12 Link Road, Andheri West',
      pricePaise: 90_000,
      geoLat: 19.1197,
      geoLng: 72.8464,
      amenities: ['covered', 'floodlights', 'parking'],
      // Closed on Sundays; 7 AM – 11 PM on weekdays; to the day's end on Saturdays.
      openingHours: [
        null,
        ...Array(5).fill({ open: 7 * 60, close: 23 * 60 }),
        { open: 7 * 60, close: 23 * 60 + 59 },
      ],
    });
    for (const rating of [5, 4, 4]) {
      const rater = await createUser(t.database.db, 'user');
      await t.database.db.insert(turfRatings).values({ turfId: turf.id, userId: rater.id, rating });
    }
    const html = await page(`/turfs/${turf.id}`);
    const scripts = jsonLdOf(html);
    expect(scripts).toHaveLength(1);
    // In the head, before the app's own script.
    expect(scripts[0]!.at).toBeLessThan(html.indexOf('<script type="module"'));
    expect(scripts[0]!.data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Andheri Sports Arena',
      description: 'A test turf.',
      image: 'https://turfbook.example/images/placeholder-turf.svg',
      url: `https://turfbook.example/turfs/${turf.id}`,
      priceRange: 'From ₹900.00 an hour',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Link Road, Andheri West',
        addressLocality: 'Andheri',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 19.1197, longitude: 72.8464 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:00',
          closes: '23:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday'],
          opens: '07:00',
          closes: '23:59',
        },
      ],
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Covered', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Floodlights', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Parking', value: true },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        ratingCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves out the point and the rating a turf does not have; default hours every day', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id);
    const { data } = jsonLdOf(await page(`/turfs/${turf.id}`))[0]!;
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).toMatchObject({
      amenityFeature: [],
      openingHoursSpecification: [
        {
          dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '06:00',
          closes: '23:59',
        },
      ],
    });
    expect(openingHoursSpecification(Array(7).fill(null))).toEqual([]);
  });

  it('keeps a hostile name and description inside its script, as text', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const name = 'Evil </script><script>alert(1)</script> <!-- \u2028 "Turf"';
    const description = '</SCRIPT ><img src=x onerror=alert(2)> $& $1';
    const turf = await createTurf(t.database.db, owner.id, { name, description });
    const html = await page(`/turfs/${turf.id}`);
    expect(html).not.toMatch(/<\/script><script>alert/i);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toContain('<!--');
    const scripts = jsonLdOf(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.data).toMatchObject({ name, description });
  });
});
