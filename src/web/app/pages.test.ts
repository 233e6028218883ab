import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANDING_PAGES, landingFileName } from '../../../scripts/build/landing-pages';
import { zonedNow } from '../../shared/time';
import { turfAnswerPath, turfWeekBookingsPath } from '../../shared/turf-page-requests';
import { ROUTE_PAGES, preloadPageFor } from './pages';
import { createQueryClient } from './query-client';

describe('the screens the app loads on their own', () => {
  it('each has a landing page of the build that names its files, and no other route has one', () => {
    const routes = ROUTE_PAGES.map(([path]) => path).sort();
    const landing = LANDING_PAGES.map((page) => page.path).sort();
    expect(landing).toEqual(routes);
  });

  it('gives every landing page a file of its own', () => {
    const files = LANDING_PAGES.map((page) => landingFileName(page.path));
    expect(new Set(files).size).toBe(files.length);
    expect(landingFileName('/')).toBe('landing/home.html');
    expect(landingFileName('/turfs/:id')).toBe('landing/turfs-id.html');
  });
});

// preloadPageFor also imports the page's code, which vitest transforms on first import: seconds
// on a busy machine, so these tests are given the time that needs.
describe('a landing page opens with its data (decision 080)', { timeout: 30_000 }, () => {
  const TURF = '5b1c2d3e-0000-4000-8000-000000000001';
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("has the turf page's two answers in the client before the first render, at the page's URLs", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const body = url.startsWith('/api/v1/turf/turf/')
          ? { success: true, turf: { _id: TURF, name: 'Preloaded' } }
          : { success: true, bookings: [] };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const client = createQueryClient();
    await preloadPageFor(`/turfs/${TURF}`, client);
    const today = zonedNow(new Date(), 'Asia/Kolkata').date;
    expect(asked.sort()).toEqual([turfAnswerPath(TURF), turfWeekBookingsPath(TURF, today)].sort());
    expect(client.getQueryData(['turf', TURF])).toMatchObject({ name: 'Preloaded' });
  });

  it('draws without the data once a second has passed, and asks for nothing on other pages', async () => {
    await preloadPageFor(`/turfs/${TURF}`); // the page's code alone, before the clock is faked
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    let ready = false;
    void preloadPageFor(`/turfs/${TURF}`, createQueryClient()).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);

    fetchMock.mockClear();
    await preloadPageFor('/turfs', createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
