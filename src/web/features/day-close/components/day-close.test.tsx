import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DayCloseAnswer } from '../../../../shared/api/day-close-contract';
import { CloseForm } from './close-form';
import { ClosedSummary } from './closed-summary';
import { DayFigures } from './day-figures';

// The day close screen's parts draw every text from the day-close catalogue (decision 066).

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const open: DayCloseAnswer = {
  success: true,
  date: '2030-05-10',
  expected: { cash: '900.50', upi: '400.00', card: '250.00' },
  byStaff: [
    { userId: 'u1', fullname: 'Desk Asha', cash: '400.50', upi: '300.00', card: '0.00' },
    { userId: 'u2', fullname: 'Owner Rao', cash: '500.00', upi: '100.00', card: '250.00' },
  ],
  counted: null,
  difference: null,
  note: null,
  closedBy: null,
  closedAt: null,
  takenAfterClose: null,
  scope: 'venue',
};

const closed: DayCloseAnswer = {
  ...open,
  counted: { cash: '800.50' },
  difference: '-100.00',
  note: 'Change given twice',
  closedBy: { fullname: 'Manager Meena' },
  closedAt: '2030-05-10T15:30:00.000Z',
  takenAfterClose: { cash: '200.00', upi: '0.00', card: '0.00' },
};

describe('the day close screen', () => {
  it('shows the takings by method and by person', () => {
    const html = render(<DayFigures day={open} />);
    expect(html).toContain('Taken at the desk');
    expect(html).toContain('Card at desk');
    expect(html).toContain('₹900.50');
    expect(html).toContain('Desk Asha');
    expect(html).toContain('₹400.50');
  });

  it('shows the front desk its own takings only, with no one else’s', () => {
    const own: DayCloseAnswer = { ...open, scope: 'own', byStaff: [open.byStaff[0]!] };
    const html = render(<DayFigures day={{ ...own, expected: { ...own.byStaff[0]! } }} />);
    expect(html).toContain('Taken by you');
    expect(html).not.toContain('Owner Rao');
  });

  it('says a shortfall plainly, who closed the day, and what came after', () => {
    const html = render(<ClosedSummary day={closed} />);
    expect(html).toContain('Day closed');
    expect(html).toContain('Closed by Manager Meena on');
    expect(html).toContain('9:00 PM');
    expect(html).toContain('Short by ₹100.00');
    expect(html).toContain('Change given twice');
    expect(html).toContain('Taken after the close');
    expect(html).toContain('₹200.00');
    expect(render(<ClosedSummary day={{ ...closed, difference: '50.00' }} />)).toContain(
      'Over by ₹50.00',
    );
    expect(render(<ClosedSummary day={{ ...closed, difference: '0.00' }} />)).toContain(
      'The cash counted matches the cash taken',
    );
  });

  it('offers the count and the note', () => {
    const html = render(<CloseForm turfId="t1" date="2030-05-10" expectedCash="900.50" />);
    expect(html).toContain('Cash counted (₹)');
    expect(html).toContain('Note (optional)');
    expect(html).toContain('Close the day');
  });
});
