import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionPage } from './subscription-page';

describe('SubscriptionPage (spec §2 /subscription, §9 plans)', () => {
  // Rendered once the catalogues are given (the test set-up's beforeAll runs first).
  let html = '';
  beforeAll(() => {
    html = renderToStaticMarkup(
      <MemoryRouter>
        <SubscriptionPage />
      </MemoryRouter>,
    );
  });

  it('shows the heading, the three plans in order and the footnote, without prices', () => {
    expect(html).toContain('Subscription Plans');
    const names = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(names).toEqual(['Starter', 'Pro', 'Premium']);
    expect(html).toContain('* Price varies for individual turfs');
    expect(html).not.toMatch(/₹\s*\d/);
  });

  it('lists what each plan includes and marks Pro as most popular', () => {
    for (const feature of [
      '5 bookings per month',
      'Unused bookings roll over',
      'Basic support',
      'Unlimited peak and non-peak bookings',
      'Priority support',
      'Exclusive event discounts',
      'Unlimited bookings with flexible cancellations',
      'Dedicated account manager',
      'Premium slots',
    ]) {
      expect(html).toContain(feature);
    }
    expect(html.indexOf('Most popular')).toBeLessThan(html.indexOf('>Pro<'));
    expect(html.indexOf('Most popular')).toBeGreaterThan(html.indexOf('>Starter<'));
  });

  it('gives every plan a Choose Plan link to /turfs', () => {
    expect(html.match(/<a [^>]*href="\/turfs"[^>]*>Choose Plan<\/a>/g)).toHaveLength(3);
  });
});
