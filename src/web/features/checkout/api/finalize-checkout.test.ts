import { describe, expect, it } from 'vitest';
import { parseCheckoutState } from '../../../lib/payments/checkout-state';
import {
  confirmationPath,
  createdBookingId,
  finalizeToasts,
  pathAfterPaying,
} from './finalize-checkout';
import { getAppI18n } from '../../../i18n/app-i18n';

describe('createdBookingId', () => {
  it("reads create-booking's booking and a subscription's first booking", () => {
    expect(createdBookingId({ success: true, booking: { _id: 'b-1' } })).toBe('b-1');
    expect(
      createdBookingId({ success: true, subscription: { bookingIds: ['first', 'second'] } }),
    ).toBe('first');
  });

  it('is null for an answer that names no booking', () => {
    expect(createdBookingId(null)).toBeNull();
    expect(createdBookingId({ success: true })).toBeNull();
    expect(createdBookingId({ subscription: { bookingIds: [] } })).toBeNull();
    expect(createdBookingId({ booking: { _id: 7 } })).toBeNull();
  });
});

describe('confirmationPath', () => {
  it("opens the booking's page with the confirmation, or the list when unknown", () => {
    expect(confirmationPath({ booking: { _id: 'b-1' } })).toBe('/displaybookings/b-1?confirmed=1');
    expect(confirmationPath({})).toBe('/displaybookings');
  });
});

describe('a game spot (decision 045)', () => {
  const state = parseCheckoutState({
    clientSecret: 'secret',
    amount: '300',
    paymentId: 'pay-1',
    bookingDetails: {
      turfId: 't-1',
      userId: 'u-1',
      bookingDate: '2026-12-01',
      startTime: '18:00',
      endTime: '19:00',
    },
    game: { gameId: 'g-1' },
  });

  it("ends on the game's page, whose answer says You're in", () => {
    expect(state).not.toBeNull();
    if (!state) return;
    expect(pathAfterPaying(state, { success: true })).toBe('/games/g-1');
    expect(
      finalizeToasts(
        getAppI18n().getFixedT('en', 'checkout'),
        state.bookingDetails,
        undefined,
        state.game,
      ).success,
    ).toBe('Your spot is paid.');
  });
});
