import { describe, expect, it } from 'vitest';
import {
  cancelBookingQuestion,
  cancellationDone,
  paidTotal,
  rainOutQuestion,
  rangeText,
} from './calendar-wording';
import { entry } from './test-entries';

const DAY = '2030-05-14';
const range = { date: DAY, start: 1080, end: 1320 };

describe('calendar wording', () => {
  it('writes a range with the product date format', () => {
    expect(rangeText(range)).toBe('Tue, 14 May 2030, 6:00 PM to 10:00 PM');
  });

  it('adds amounts in paise', () => {
    const bookings = [
      entry({ date: DAY, start: 1080, end: 1140, amountPaid: 0.1 }),
      entry({ date: DAY, start: 1140, end: 1200, amountPaid: 0.2 }),
    ];
    expect(paidTotal(bookings)).toBe('₹0.30');
  });

  it('asks how many bookings a rain-out cancels and refunds in full', () => {
    const bookings = [
      entry({ date: DAY, start: 1080, end: 1140 }),
      entry({ date: DAY, start: 1200, end: 1260, amountPaid: 1200 }),
    ];
    expect(rainOutQuestion(range, bookings)).toEqual({
      title: 'Cancel 2 bookings and refund in full?',
      text: "All 2 bookings on Tue, 14 May 2030, 6:00 PM to 10:00 PM will be cancelled and ₹2,000.00 refunded in full to the players' cards. The time will be blocked so nobody can book it.",
    });
    expect(rainOutQuestion(range, bookings.slice(0, 1)).title).toBe(
      'Cancel 1 booking and refund in full?',
    );
  });

  it('names the player of a single cancellation', () => {
    expect(cancelBookingQuestion(entry({ date: DAY, start: 1080, end: 1140 })).title).toBe(
      "Cancel Rohan Mehta's booking and refund ₹800.00?",
    );
  });

  it("prefers the server's words after a cancellation", () => {
    expect(cancellationDone({ message: 'Done.', cancelled: 2, refundedAmount: 1600 })).toBe(
      'Done.',
    );
    expect(cancellationDone({ message: '', cancelled: 2, refundedAmount: 1600 })).toBe(
      '2 bookings cancelled, ₹1,600.00 refunded.',
    );
  });
});
