import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseCheckoutState } from '../../../lib/payments/checkout-state';
import { CheckoutSummary } from './checkout-summary';

const render = (value: unknown) => {
  const state = parseCheckoutState(value);
  expect(state).not.toBeNull();
  return renderToStaticMarkup(<CheckoutSummary state={state!} zone="Asia/Kolkata" showHold />);
};

const slotTexts = (html: string) =>
  [
    ...html.matchAll(
      /data-testid="checkout-slot"[^>]*><span[^>]*>([^<]+)<\/span><span[^>]*>([^<]+)</g,
    ),
  ].map((match) => `${match[1]} ${match[2]}`);

describe('CheckoutSummary', () => {
  it('lists a subscription’s slots in date order with the dates written one way, and the total', () => {
    const html = render({
      clientSecret: 'pi_2_secret_y',
      amount: 5100,
      holdExpiresAt: '2026-01-05T07:10:00.000Z',
      bookingDetails: {
        isSubscription: true,
        userId: 'u1',
        turfId: 't1',
        turfName: 'Borivali Box',
        startDate: '2026-01-05',
        endDate: '2026-01-26',
        price: 5100,
        selectedSlots: [
          { date: 'Mon, Jan 26, 2026', startTime: '6:00 PM', endTime: '7:00 PM' },
          { date: 'Mon, Jan 5, 2026', startTime: '8:00 PM', endTime: '9:00 PM' },
          { date: 'Mon, Jan 12, 2026', startTime: '6:00 PM', endTime: '7:30 PM' },
          { date: 'Mon, Jan 5, 2026', startTime: '6:00 AM', endTime: '7:00 AM' },
        ],
        paymentDetails: { method: 'credit_card', status: 'pending' },
      },
    });
    expect(html).toContain('Subscription summary');
    expect(slotTexts(html)).toEqual([
      'Mon, 5 Jan 2026 6:00 AM – 7:00 AM',
      'Mon, 5 Jan 2026 8:00 PM – 9:00 PM',
      'Mon, 12 Jan 2026 6:00 PM – 7:30 PM',
      'Mon, 26 Jan 2026 6:00 PM – 7:00 PM',
    ]);
    expect(html).toContain('Mon, 26 Jan 2026</dd>');
    expect(html).toMatch(/data-testid="checkout-total"[^>]*>₹5,100.00</);
    expect(html).toContain('Your slots are held for you until <strong>12:40 PM</strong>');
  });

  it('shows a single booking’s date and total the same way', () => {
    const html = render({
      clientSecret: 'pi_1_secret_x',
      amount: '1500.00',
      bookingDetails: {
        turfId: 't1',
        userId: 'u1',
        bookingDate: '2026-11-24',
        startTime: '6:00 PM',
        endTime: '7:30 PM',
      },
    });
    expect(html).toContain('Booking summary');
    expect(html).toContain('Tue, 24 Nov 2026');
    expect(html).toContain('6:00 PM – 7:30 PM');
    expect(html).toMatch(/data-testid="checkout-total"[^>]*>₹1,500.00</);
    expect(html).not.toContain('checkout-slot');
  });
});
