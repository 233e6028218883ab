import { describe, expect, it } from 'vitest';
import {
  RAIN_OUT_MESSAGES,
  choiceDeadline,
  lastMoveDay,
  rainOutChoiceBodySchema,
  rainOutMoveProblem,
} from './rain-out-choice';

// The rules of a rained-out booking's choice (docs/decisions/041), as the server and the booking
// page's move picker both apply them.

const rainedOut = { date: '2030-05-12', start: 18 * 60, end: 19 * 60 };
const now = { date: '2030-05-10', minutes: 10 * 60 };

describe('a rained-out move', () => {
  it('may go to any time of the same length up to 14 days after the game, not started', () => {
    expect(rainOutMoveProblem(rainedOut, { date: '2030-05-10', start: 600, end: 660 }, now)).toBe(
      null,
    );
    expect(rainOutMoveProblem(rainedOut, { date: '2030-05-26', start: 1260, end: 1320 }, now)).toBe(
      null,
    );
    expect(rainOutMoveProblem(rainedOut, { date: '2030-05-27', start: 600, end: 660 }, now)).toBe(
      RAIN_OUT_MESSAGES.beyondWindow,
    );
    expect(rainOutMoveProblem(rainedOut, { date: '2030-05-10', start: 570, end: 630 }, now)).toBe(
      RAIN_OUT_MESSAGES.started,
    );
    expect(rainOutMoveProblem(rainedOut, { date: '2030-05-13', start: 600, end: 690 }, now)).toBe(
      'Please pick a new time of the same length as the booking (1 h).',
    );
  });

  it('counts the 14 days on the calendar, across a month', () => {
    expect(lastMoveDay('2030-05-25')).toBe('2030-06-08');
  });
});

describe('the choice', () => {
  it('falls to credit 24 hours after the rain-out', () => {
    expect(choiceDeadline(new Date('2030-05-10T04:30:00Z')).toISOString()).toBe(
      '2030-05-11T04:30:00.000Z',
    );
  });

  it('is one of three, and only a move names a time', () => {
    const slot = { bookingDate: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' };
    expect(rainOutChoiceBodySchema.safeParse({ choice: 'credit' }).success).toBe(true);
    expect(rainOutChoiceBodySchema.safeParse({ choice: 'move', slot }).success).toBe(true);
    const message = (body: unknown) =>
      rainOutChoiceBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ choice: 'cash' })).toBe(RAIN_OUT_MESSAGES.choice);
    expect(message({ choice: 'move' })).toBe(RAIN_OUT_MESSAGES.slotNeeded);
    expect(message({ choice: 'refund', slot })).toBe(RAIN_OUT_MESSAGES.slotNotWanted);
  });
});
