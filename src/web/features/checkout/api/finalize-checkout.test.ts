import { describe, expect, it } from 'vitest';
import { confirmationPath, createdBookingId } from './finalize-checkout';

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
