import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../pricing-draft';
import { CourtPricingNote } from './court-pricing-choice';
import { PricingForm } from './pricing-form';
import { PricingPage } from './pricing-page';

// The pricing screen draws every text from the owner-pricing catalogue: the web tests' English
// catalogues fail on a key they lack, and the English reads as it did (docs/decisions/062).

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const target = { turfId: 't1', courtId: null };

describe('the pricing screen (docs/decisions/062)', () => {
  it('shows the base, bands, special days, offer and week', () => {
    const html = render(
      <PricingForm
        target={target}
        hours={null}
        initial={draftOf({
          base: '1000.00',
          bands: [{ days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', perHour: '1400.00' }],
          specialDays: [{ date: '2030-12-25', perHour: '2000.00' }],
          lastMinute: { withinMinutes: 90, percentOff: 20 },
        })}
      />,
    );
    expect(html).toContain('Base price');
    expect(html).toContain('<legend class="text-sm font-semibold text-slate-900">Band 1</legend>');
    expect(html).toContain('aria-label="Band 1 price per hour"');
    expect(html).toContain('>Mon</button>');
    expect(html).toContain('+ Weekday evenings');
    expect(html).toContain('aria-label="Price per hour on Wed, 25 Dec 2030"');
    expect(html).toContain('1.5 hours of its start');
    expect(html).toContain('1 hour of its start');
    expect(html).toContain('30 minutes of its start');
    expect(html).toContain('Monday');
    expect(html).toContain('Save prices');
  });

  it('names the first problem in the catalogue’s words', () => {
    const initial = draftOf({ base: '0', bands: [], specialDays: [], lastMinute: null });
    const html = render(<PricingForm target={target} hours={null} initial={initial} />);
    expect(html).toContain(
      'Every price must be a positive number of rupees up to 100000 an hour, such as 1800.00.',
    );
    expect(html).toContain('Fix the prices above to see your week.');
  });

  it('says whose prices a court pays, and draws the page while it loads', () => {
    const html = render(
      <CourtPricingNote
        target={{ turfId: 't1', courtId: 'c1' }}
        courtName="Court A"
        ownPrices={false}
        pricingApart={false}
        onPriceApart={() => {}}
        onCleared={() => {}}
      />,
    );
    expect(html).toContain('Court A follows the venue&#x27;s prices.');
    expect(html).toContain('Price Court A apart');
    expect(render(<PricingPage />)).toContain('Loading the prices');
  });
});
