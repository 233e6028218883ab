import { describe, expect, it } from 'vitest';
import {
  cancelBookingQuestion,
  cancellationDone,
  paidTotal,
  rainOutLine,
  rainOutQuestion,
  rainOutVenueLine,
  rangeText,
} from './calendar-wording';
import { englishWords as words, entry } from './test-entries';

const DAY = '2030-05-14';
const range = { date: DAY, start: 1080, end: 1320 };

describe('calendar wording', () => {
  it('writes a range with the product date format', () => {
    expect(rangeText(words(), range)).toBe('Tue, 14 May 2030, 6:00 PM to 10:00 PM');
  });

  it('adds amounts in paise', () => {
    const bookings = [
      entry({ date: DAY, start: 1080, end: 1140, amountPaid: 0.1 }),
      entry({ date: DAY, start: 1140, end: 1200, amountPaid: 0.2 }),
    ];
    expect(paidTotal(bookings)).toBe('₹0.30');
  });

  it("lists the bookings a rain-out cancels from the server's preview, never calling the range a booking", () => {
    const preview = {
      success: true as const,
      bookings: [
        {
          _id: 'a',
          playerName: 'Rohan Mehta',
          startTime: '6:00 PM',
          endTime: '7:00 PM',
          refundAmount: 800,
          joinedPlayers: 0,
          collecting: false,
        },
        {
          _id: 'b',
          playerName: 'Asha Rao',
          startTime: '8:00 PM',
          endTime: '9:00 PM',
          refundAmount: 1200,
          joinedPlayers: 0,
          collecting: false,
        },
      ],
      refundAmount: 2000,
      venueBookings: [],
    };
    expect(rainOutQuestion(words(), range, preview)).toEqual({
      title: 'Cancel 2 bookings for rain?',
      text: 'These 2 bookings will be cancelled, and each player chooses what happens to the ₹2,000.00 they paid: instant TurfBook credit, a free move within 14 days, or a full refund (credit if they have not chosen within 24 hours). Then Tue, 14 May 2030, 6:00 PM to 10:00 PM will be blocked so nobody can book it.',
    });
    const one = { ...preview, bookings: preview.bookings.slice(0, 1), refundAmount: 800 };
    expect(rainOutQuestion(words(), range, one).title).toBe('Cancel 1 booking for rain?');
    expect(rainOutQuestion(words(), range, one).text).toMatch(
      /^This booking will be cancelled, and each player chooses what happens to the ₹800\.00/,
    );
    expect(rainOutLine(words(), preview.bookings[1]!)).toEqual({
      player: 'Asha Rao',
      time: '8:00 PM – 9:00 PM',
      refund: 'Paid ₹1,200.00',
    });
  });

  it('says that joined players and a split still collecting get their money back at once', () => {
    const booking = {
      _id: 'g',
      playerName: 'Rohan Mehta',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      refundAmount: 600,
      joinedPlayers: 2,
      collecting: false,
    };
    expect(rainOutLine(words(), booking).refund).toBe(
      'Paid ₹600.00. The 2 players who joined its game get their spots back in full at once.',
    );
    expect(rainOutLine(words(), { ...booking, joinedPlayers: 1 }).refund).toBe(
      'Paid ₹600.00. The player who joined its game gets their spot back in full at once.',
    );
    expect(rainOutLine(words(), { ...booking, joinedPlayers: 0, collecting: true }).refund).toBe(
      'Split still collecting: the ₹600.00 paid so far goes back in full at once.',
    );
  });

  it('tells of the phone and walk-in bookings it cancels only when there are some', () => {
    const walkIn = {
      _id: 'w',
      customerName: 'Imran Shaikh',
      startTime: '7:00 PM',
      endTime: '8:00 PM',
    };
    const noPaid = { success: true as const, bookings: [], refundAmount: 0 };
    expect(rainOutQuestion(words(), range, { ...noPaid, venueBookings: [walkIn] }).text).toMatch(
      /will be blocked so nobody can book it\. The phone or walk-in booking listed below is cancelled too\.$/,
    );
    const two = { ...noPaid, venueBookings: [walkIn, { ...walkIn, _id: 'v' }] };
    expect(rainOutQuestion(words(), range, two).text).toMatch(
      /The 2 phone and walk-in bookings listed below are cancelled too\.$/,
    );
    expect(rainOutQuestion(words(), range, { ...noPaid, venueBookings: [] }).text).not.toMatch(
      /walk-in/,
    );
    expect(rainOutVenueLine(words(), walkIn)).toEqual({
      customer: 'Imran Shaikh',
      time: '7:00 PM – 8:00 PM',
    });
  });

  it('says when a rain-out has nothing to cancel, and while it is asking', () => {
    const none = rainOutQuestion(words(), range, {
      success: true,
      bookings: [],
      refundAmount: 0,
      venueBookings: [],
    });
    expect(none.title).toBe('No paid bookings to cancel');
    expect(none.text).toContain('nobody is owed anything');
    expect(rainOutQuestion(words(), range, null).text).toBe(
      'Checking which bookings this cancels…',
    );
    for (const question of [none, rainOutQuestion(words(), range, null)])
      expect(question.text).not.toMatch(/the booking/i);
  });

  it('names the player of a single cancellation', () => {
    expect(cancelBookingQuestion(words(), entry({ date: DAY, start: 1080, end: 1140 })).title).toBe(
      "Cancel Rohan Mehta's booking and refund ₹800.00?",
    );
  });

  it('says what a cancellation did, in the words the server uses', () => {
    expect(cancellationDone(words(), { cancelled: 2 }, 'rainOut')).toBe(
      '2 bookings cancelled; each player chooses credit, a free move or a full refund within 24 hours. The time is blocked.',
    );
    expect(cancellationDone(words(), { cancelled: 1 }, 'booking')).toBe(
      '1 booking cancelled and refunded in full; the time is blocked.',
    );
    expect(cancellationDone(words(), { cancelled: 0 }, 'booking')).toBe(
      'No paid bookings were in that time; it is blocked now.',
    );
  });
});
