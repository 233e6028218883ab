import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getAppI18n } from '../../../i18n/app-i18n';
import type { BookingJson } from '../../../../shared/booking-types';
import { bookingJson } from '../../../../shared/testing/booking-json';
import { BookingCard, refundNote } from './booking-card';
import { SubscriptionCard } from './subscription-card';

const booking: BookingJson = bookingJson({
  _id: 'b1',
  bookingDate: '2026-01-10T18:30:00.000Z',
  date: '2026-01-11',
  endTime: '7:30 PM',
  amountPaid: 1500,
  createdAt: '2026-01-01T10:00:00.000Z',
  reference: 'TB-7K3M9Q',
  amountCharged: 1500,
});

const inRouter = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const render = (b: BookingJson, now = { date: '2026-01-11', minutes: 17 * 60 }) =>
  inRouter(<BookingCard booking={b} now={now} />);

describe('BookingCard', () => {
  it('shows the turf, date, times, amount, reference and a green Confirmed, linking to its page', () => {
    const html = render(booking);
    expect(html).toContain('Borivali Box');
    expect(html).toContain('Sun, 11 Jan 2026');
    expect(html).toContain('6:00 PM – 7:30 PM');
    expect(html).toContain('₹1,500.00');
    expect(html).toContain('TB-7K3M9Q');
    expect(html).toContain('href="/displaybookings/b1"');
    expect(html).toMatch(/text-emerald-800[^>]*><span class="sr-only">Status: <\/span>Confirmed/);
    expect(html).toContain('/images/placeholder-turf.svg');
  });

  it('greys out an Expired booking and labels a cancelled one by its refund', () => {
    expect(render(booking, { date: '2026-01-11', minutes: 20 * 60 })).toMatch(
      /text-slate-700[^>]*><span class="sr-only">Status: <\/span>Expired/,
    );
    const refunded = {
      ...booking,
      status: 'cancelled' as const,
      paymentStatus: 'refunded' as const,
      refundedAmount: 1500,
      amountPaid: 0,
    };
    const html = render(refunded);
    expect(html).toContain('Status: </span>Refunded');
    expect(html).toContain('₹1,500.00 refunded');
  });
});

describe('refundNote', () => {
  it('says whether the refund is made or still due', () => {
    const t = getAppI18n().getFixedT('en');
    expect(refundNote(t, booking)).toBeNull();
    expect(refundNote(t, { ...booking, refundedAmount: 750 })).toBe('₹750.00 refund pending');
    expect(refundNote(t, { ...booking, refundedAmount: 750, paymentStatus: 'refunded' })).toBe(
      '₹750.00 refunded',
    );
  });
});

describe('SubscriptionCard', () => {
  it('is one entry with its count, date span and amount; its slots unfold in the given order', () => {
    const slots = ['2026-01-12', '2026-01-14', '2026-01-19'].map((date, index) => ({
      ...booking,
      _id: `s${index}`,
      date,
      reference: `TB-SLOT0${index}`,
      amountCharged: 850.5,
      subscriptionId: 'sub1',
    }));
    const html = inRouter(
      <SubscriptionCard slots={slots} now={{ date: '2026-01-11', minutes: 0 }} />,
    );
    expect(html).toContain('Subscription · 3 slots');
    expect(html).toContain('Mon, 12 Jan 2026 – Mon, 19 Jan 2026');
    expect(html).toContain('₹2,551.50');
    expect(html).toContain('Show all 3 slots');
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toMatch(/<ol[^>]*hidden=""/);
    const order = ['TB-SLOT00', 'TB-SLOT01', 'TB-SLOT02'].map((ref) => html.lastIndexOf(ref));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('href="/displaybookings/s1"');
  });
});
