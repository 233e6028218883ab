import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingJson } from '../../../../shared/booking-types';
import { newestCreatedFirst } from '../../../queries/my-bookings';
import { BookingCard } from './booking-card';

const booking: BookingJson = {
  _id: 'b1',
  bookingDate: '2026-01-10T18:30:00.000Z',
  date: '2026-01-11',
  startTime: '6:00 PM',
  endTime: '7:30 PM',
  turfId: { _id: 't1', name: 'Borivali Box', images: '', price: 1000, location: 'Borivali' },
  userId: 'u1',
  status: 'confirmed',
  amountPaid: 1500,
  paymentStatus: 'paid',
  paymentId: 'pi_1',
  createdAt: '2026-01-01T10:00:00.000Z',
  reference: 'TB-7K3M9Q',
  amountCharged: 1500,
  refundedAmount: 0,
  subscriptionId: null,
  cancelledAt: null,
  rescheduledAt: null,
};

const render = (b: BookingJson, now = { date: '2026-01-11', minutes: 17 * 60 }) =>
  renderToStaticMarkup(<BookingCard booking={b} now={now} />);

describe('BookingCard (spec §4 "Booking display")', () => {
  it('shows the turf, the date, the times, the amount and a green Confirmed', () => {
    const html = render(booking);
    expect(html).toContain('Borivali Box');
    expect(html).toContain('Borivali');
    expect(html).toContain('Sun, Jan 11, 2026');
    expect(html).toContain('6:00 PM – 7:30 PM');
    expect(html).toContain('₹1500.00');
    expect(html).toMatch(/text-emerald-700[^>]*><span class="sr-only">Status: <\/span>Confirmed/);
    expect(html).toContain('/images/placeholder-turf.svg');
  });

  it('greys out an Expired booking and shows other statuses in red', () => {
    expect(render(booking, { date: '2026-01-11', minutes: 20 * 60 })).toMatch(
      /text-slate-600[^>]*><span class="sr-only">Status: <\/span>Expired/,
    );
    expect(render({ ...booking, status: 'pending', paymentStatus: 'unpaid' })).toMatch(
      /text-red-700[^>]*><span class="sr-only">Status: <\/span>Pending/,
    );
  });
});

describe('newestCreatedFirst', () => {
  it('orders by creation, newest first', () => {
    const older = { ...booking, _id: 'old', createdAt: '2025-12-01T00:00:00.000Z' };
    const newer = { ...booking, _id: 'new', createdAt: '2026-02-01T00:00:00.000Z' };
    expect(newestCreatedFirst([older, booking, newer]).map((b) => b._id)).toEqual([
      'new',
      'b1',
      'old',
    ]);
  });
});
