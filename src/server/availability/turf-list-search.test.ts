import { beforeEach, describe, expect, it } from 'vitest';
import { createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/turf/getTurf's name search, sort by price and paging with the total.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
const NOW = new Date('2030-05-10T04:30:00Z');
beforeEach(() => t.setNow(NOW));

function list(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/turf/getTurf?${query}` });
}

describe('search, sort and paging', () => {
  async function seedNamed() {
    const owner = await createUser(t.database.db, 'owner');
    const names: [string, string, number][] = [
      ['Sunrise Arena', 'Andheri West', 120_000],
      ['Café Kickers', 'Bandra', 90_000],
      ['Goal Post', 'Andheri East', 150_000],
      ['Smash Court', 'Powai', 60_000],
    ];
    for (const [name, location, pricePaise] of names)
      await createTurf(t.database.db, owner.id, { name, location, pricePaise });
  }
  const names = async (query: string) =>
    ((await list(query)).json().turfs as { name: string }[]).map((turf) => turf.name);

  it('finds by name or area, ignoring case and accents, and forgiving a typo', async () => {
    await seedNamed();
    expect(await names('q=andheri')).toEqual(['Goal Post', 'Sunrise Arena']);
    expect(await names('q=CAFE')).toEqual(['Café Kickers']);
    expect(await names('q=sunrize')).toEqual(['Sunrise Arena']);
    expect(await names('q=andhery')).toEqual(
      expect.arrayContaining(['Goal Post', 'Sunrise Arena']),
    );
    expect(await names('q=zzzz')).toEqual([]);
  });

  it('sorts by price either way and pages with the total', async () => {
    await seedNamed();
    expect(await names('sort=price_asc')).toEqual([
      'Smash Court',
      'Café Kickers',
      'Sunrise Arena',
      'Goal Post',
    ]);
    expect(await names('sort=price_desc')).toEqual([
      'Goal Post',
      'Sunrise Arena',
      'Café Kickers',
      'Smash Court',
    ]);
    const first = (await list('sort=price_asc&limit=3')).json();
    expect(first.total).toBe(4);
    expect(first.turfs).toHaveLength(3);
    const second = (await list('sort=price_asc&limit=3&offset=3')).json();
    expect(second).toMatchObject({ total: 4 });
    expect(second.turfs.map((turf: { name: string }) => turf.name)).toEqual(['Goal Post']);
    expect((await list('limit=3&offset=10')).json()).toMatchObject({ total: 4, turfs: [] });
    expect((await list('q=andheri&limit=1')).json().total).toBe(2);
  });
});
