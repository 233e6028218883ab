import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './slot-selection';
import { SLOT_REQUEST_MESSAGES, bookingDays, slotRequestProblem } from './slot-request';
import { SUBSCRIPTION_MESSAGES } from './subscription';

const H = 60;
const now = { date: '2030-05-10', minutes: 10 * H + 5 };
const booking = (date: string, start: number, end: number) =>
  slotRequestProblem({ kind: 'booking', ranges: [{ date, start, end }] }, now);
const day = (offset: number) => `2030-05-${String(10 + offset).padStart(2, '0')}`;
const subscription = (...ranges: [string, number, number][]) =>
  slotRequestProblem(
    { kind: 'subscription', ranges: ranges.map(([date, start, end]) => ({ date, start, end })) },
    now,
  );

describe('a single booking request', () => {
  it('must end after it starts (equal times are an empty range)', () => {
    expect(booking(day(1), 10 * H, 10 * H)).toBe(BOOKING_MESSAGES.endBeforeStart);
    expect(booking(day(1), 11 * H, 10 * H)).toBe(BOOKING_MESSAGES.endBeforeStart);
    expect(booking(day(1), 10 * H, 10 * H + 30)).toBeNull();
  });

  it('must not have started, and must lie on the 7-day grid', () => {
    expect(booking(day(0), 10 * H, 11 * H)).toBe(SLOT_REQUEST_MESSAGES.started);
    expect(booking(day(0), 10 * H + 30, 11 * H)).toBeNull();
    expect(booking(day(6), 6 * H, 7 * H)).toBeNull();
    expect(booking(day(7), 6 * H, 7 * H)).toBe(SLOT_REQUEST_MESSAGES.beyondGrid);
    expect(bookingDays(now.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
  });
});

describe('a subscription request', () => {
  it('needs at least 4 slots to be held; a price quote of a plan needs one', () => {
    const two = [
      { date: day(1), start: 6 * H, end: 7 * H },
      { date: day(2), start: 6 * H, end: 7 * H },
    ];
    expect(subscription([day(1), 6 * H, 7 * H], [day(2), 6 * H, 7 * H])).toBe(
      SUBSCRIPTION_MESSAGES.tooFew,
    );
    expect(slotRequestProblem({ kind: 'subscription', ranges: two }, now, 'quote')).toBeNull();
    expect(slotRequestProblem({ kind: 'subscription', ranges: [] }, now, 'quote')).toBe(
      SUBSCRIPTION_MESSAGES.tooFew,
    );
  });

  it('accepts back-to-back slots and refuses a shared half-hour', () => {
    const rest: [string, number, number][] = [
      [day(2), 6 * H, 7 * H],
      [day(3), 6 * H, 7 * H],
    ];
    expect(subscription([day(1), 6 * H, 7 * H], [day(1), 7 * H, 8 * H], ...rest)).toBeNull();
    expect(subscription([day(1), 6 * H, 7 * H + 30], [day(1), 7 * H, 8 * H], ...rest)).toBe(
      SUBSCRIPTION_MESSAGES.overlapsSelected,
    );
  });

  it('checks every slot with the planner rules and the 90-day horizon', () => {
    const ok: [string, number, number][] = [
      [day(1), 6 * H, 7 * H],
      [day(2), 6 * H, 7 * H],
      [day(3), 6 * H, 7 * H],
    ];
    expect(subscription(...ok, [day(0), 9 * H, 10 * H])).toBe(SUBSCRIPTION_MESSAGES.past);
    expect(subscription(...ok, [day(4), 9 * H, 9 * H])).toBe(SUBSCRIPTION_MESSAGES.endAfterStart);
    expect(subscription(...ok, ['2030-08-09', 9 * H, 10 * H])).toBe(
      SLOT_REQUEST_MESSAGES.beyondHorizon,
    );
    expect(subscription(...ok, ['2030-08-08', 9 * H, 10 * H])).toBeNull();
  });
});
