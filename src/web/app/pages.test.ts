import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, landingFileName } from '../../../scripts/build/landing-pages';
import { ROUTE_PAGES } from './pages';

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
