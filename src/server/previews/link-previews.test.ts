import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_PHOTO_SIZES } from '../../shared/photo-srcset';
import { buildApp, type App } from '../app';
import { turfPhotos } from '../db/schema-discovery';
import { createTurf, createUser } from '../testing/factories';
import { FAR_DAY, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { openPaidSplit } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// Link previews (docs/decisions/055): the pages of a turf, an open game and a split's share link,
// fetched as WhatsApp's crawler fetches them (no script runs), already carry Open Graph tags and
// a turf its schema.org JSON-LD; nothing personal, and nothing of a split without its token.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', PUBLIC_URL: 'https://turfbook.example' });
beforeEach(() => t.setNow(TEST_NOW));

const webRoot = mkdtempSync(join(tmpdir(), 'turf-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>TurfBook</title></head><body><div id="root"><header></header><!--first-view--></div></body></html>',
);
let site: App | null = null;
afterAll(() => site?.close());

/** The page as a crawler gets it: the built client's HTML, served by the app with its previews. */
async function page(url: string) {
  site ??= await buildApp(t.context, { webRoot });
  const answer = await site.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': 'WhatsApp/2.23.20.0' },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  return answer.body;
}

function metaOf(html: string, property: string): string | null {
  const found = new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html);
  return found ? found[1]! : null;
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
}

/** A turf's cover photo as the photo store keeps it: two WebP sizes. */
const COVER_PHOTO = {
  isCover: true,
  url: '/uploads/c-1280.webp',
  width: 1280,
  height: 960,
  variants: [
    { url: '/uploads/c-640.webp', width: 640 },
    { url: '/uploads/c-1280.webp', width: 1280 },
  ],
};

/** What #root holds as served: the app's bar and, on a turf's page, its cover (decision 082). */
function rootOf(html: string): string {
  return /<div id="root">(.*?)<\/div><\/body>/s.exec(html)![1]!;
}

function preloadsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" (.*?) \/>/g)].map((found) => found[1]!);
}

describe('link previews', () => {
  it("gives a turf's page its name, area, price from and picture, with a SportsActivityLocation", async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id, {
      name: 'Shivaji Park Arena',
      location: 'Andheri',
      sportsType: 'cricket',
      pricePaise: 120_000,
      priceRules: {
        bands: [{ days: [1, 2, 3, 4, 5], from: 6 * 60, to: 10 * 60, perHourPaise: 90_000 }],
        specialDays: [],
        lastMinute: null,
      },
    });
    const html = await page(`/turfs/${turf.id}`);
    expect(html).toContain('<title>Shivaji Park Arena, Andheri · TurfBook</title>');
    expect(html).not.toContain('<title>TurfBook</title>');
    expect(metaOf(html, 'og:title')).toBe('Shivaji Park Arena, Andheri');
    expect(metaOf(html, 'og:description')).toBe(
      'Cricket in Andheri, from ₹900.00 an hour. Book it on TurfBook.',
    );
    expect(metaOf(html, 'og:url')).toBe(`https://turfbook.example/turfs/${turf.id}`);
    expect(metaOf(html, 'og:image')).toBe('https://turfbook.example/images/placeholder-turf.svg');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Shivaji Park Arena',
      priceRange: 'From ₹900.00 an hour',
      address: { addressLocality: 'Andheri', addressCountry: 'IN' },
    });
  });

  it('escapes what an owner typed, in the tags and in the JSON-LD', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const name = 'Ace "Turf" <script>alert(1)</script> & $& Co';
    const turf = await createTurf(t.database.db, owner.id, {
      name,
      description: '</script><script>alert(2)</script>',
    });
    const html = await page(`/turfs/${turf.id}`);
    expect(html).not.toContain('<script>alert');
    expect(metaOf(html, 'og:title')).toBe(
      'Ace &quot;Turf&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; Co, Andheri',
    );
    expect(jsonLdOf(html)).toMatchObject({
      name,
      description: '</script><script>alert(2)</script>',
    });
  });

  it("asks for a turf page's cover and its two opening answers with the HTML (decision 080)", async () => {
    const owner = await createUser(t.database.db, 'owner');
    const plain = await createTurf(t.database.db, owner.id, { name: 'Plain Turf' });
    const html = await page(`/turfs/${plain.id}`);
    // TEST_NOW is 10:00 AM on 10 May 2030 in Mumbai: the grid's week is the 10th to the 16th.
    const bookingsPath = `/api/v1/booking/get-turf-bookings/${plain.id}?from=2030-05-10&to=2030-05-16`;
    expect(preloadsOf(html)).toEqual([
      'as="image" href="https://turfbook.example/images/placeholder-turf.svg" fetchpriority="high"',
      `as="fetch" href="/api/v1/turf/turf/${plain.id}" crossorigin="use-credentials"`,
      `as="fetch" href="${bookingsPath.replace('&', '&amp;')}" crossorigin="use-credentials"`,
    ]);
    // Each preloaded URL is one the app answers, with this turf's own answer.
    const turfAnswer = await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${plain.id}` });
    expect(turfAnswer.json()).toMatchObject({ success: true, turf: { _id: plain.id } });
    const bookings = await t.app.inject({ method: 'GET', url: bookingsPath });
    expect(bookings.json()).toMatchObject({ success: true, bookings: [] });

    // With photos, the cover (not the first uploaded) in the sizes the gallery picks among.
    const photographed = await createTurf(t.database.db, owner.id, { name: 'Photographed' });
    await t.database.db.insert(turfPhotos).values([
      {
        turfId: photographed.id,
        position: 1,
        isCover: false,
        url: '/uploads/x-640.webp',
        width: 640,
        height: 480,
        variants: [{ url: '/uploads/x-640.webp', width: 640 }],
      },
      { ...COVER_PHOTO, turfId: photographed.id, position: 2 },
    ]);
    expect(preloadsOf(await page(`/turfs/${photographed.id}`))[0]).toBe(
      'as="image" href="https://turfbook.example/uploads/c-1280.webp" ' +
        'imagesrcset="https://turfbook.example/uploads/c-640.webp 640w, https://turfbook.example/uploads/c-1280.webp 1280w" ' +
        `imagesizes="${GALLERY_PHOTO_SIZES}" fetchpriority="high"`,
    );
  });

  it('gives a turf not approved, an unknown one or another page the page as built', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const pending = await createTurf(t.database.db, owner.id, { approved: false });
    for (const url of [
      `/turfs/${pending.id}`,
      '/turfs/00000000-0000-4000-8000-000000000000',
      '/turfs/not-a-turf',
      '/turfs',
      '/login',
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<title>TurfBook</title>');
      expect(metaOf(html, 'og:title'), url).toBeNull();
      expect(preloadsOf(html), url).toEqual([]);
      expect(rootOf(html), url).toBe('<header></header><!--first-view-->');
    }
  });

  it("draws a turf page's cover in #root before any script, escaped, as the gallery does (decision 082)", async () => {
    const owner = await createUser(t.database.db, 'owner');
    const name = 'Box "A" <Juhu> & Co';
    const plain = await createTurf(t.database.db, owner.id, { name });
    const escaped = 'Box &quot;A&quot; &lt;Juhu&gt; &amp; Co';
    expect(rootOf(await page(`/turfs/${plain.id}`))).toBe(
      '<header></header>' +
        '<main class="min-h-screen flex-1 pt-16 outline-none" aria-hidden="true">' +
        '<div class="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8"><div class="grid gap-6 lg:grid-cols-2">' +
        `<img src="https://turfbook.example/images/placeholder-turf.svg" alt="${escaped}" width="800" height="600" fetchpriority="high"` +
        ' class="aspect-[4/3] w-full bg-slate-100 object-cover rounded-2xl shadow-sm"></div></div></main>',
    );

    const photographed = await createTurf(t.database.db, owner.id, { name: 'Photographed' });
    await t.database.db
      .insert(turfPhotos)
      .values({ ...COVER_PHOTO, turfId: photographed.id, position: 1 });
    const root = rootOf(await page(`/turfs/${photographed.id}`));
    expect(root).toContain(
      '<li class="w-full shrink-0 snap-start"><img src="https://turfbook.example/uploads/c-1280.webp" ' +
        'srcset="https://turfbook.example/uploads/c-640.webp 640w, https://turfbook.example/uploads/c-1280.webp 1280w" ' +
        `sizes="${GALLERY_PHOTO_SIZES}" width="1280" height="960" alt="Photographed" fetchpriority="high"`,
    );
    expect(root.match(/<img /g)).toHaveLength(1);
  });

  it("gives an open game its sport, time and spots left, and not its organizer's name", async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'intermediate',
      spotsTotal: 4,
      note: 'Call me on 9876543210',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const html = await page(`/games/${opened.json().game._id}`);
    expect(metaOf(html, 'og:title')).toBe(
      `Football at ${scene.turf.name}, Sun, 12 May 2030, 6:00 PM–7:00 PM`,
    );
    expect(metaOf(html, 'og:description')).toMatch(/^4 of 4 spots left at ₹\d+\.\d{2} a spot\. /);
    expect(html).not.toContain(scene.player.fullname);
    expect(html).not.toContain('9876543210');
  });

  it("gives a split's share link the share to pay, and a split without its token nothing", async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 4);
    const link = new URL(split.shareLink);
    const html = await page(link.pathname + link.search);
    // ₹1000 among four: ₹250 each; three still to pay.
    expect(metaOf(html, 'og:title')).toBe(
      `Pay your share ₹250.00 for ${turf.name}, Fri, 10 May 2030 6:00 PM`,
    );
    expect(metaOf(html, 'og:description')).toBe('3 of 3 shares still to pay on TurfBook.');
    expect(html).not.toContain(player.fullname);
    expect(html).not.toContain(player.email);

    for (const url of [`/splits/${split.splitId}`, `/splits/${split.splitId}?token=wrong`]) {
      const bare = await page(url);
      expect(metaOf(bare, 'og:title'), url).toBeNull();
      expect(bare, url).not.toContain(turf.name);
    }
  });
});
