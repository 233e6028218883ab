import { describe, expect, it } from 'vitest';
import { cancelledByText } from './cancellation-wording';

describe('cancelledByText', () => {
  it('tells the player who cancelled, with the reason the venue gave', () => {
    expect(cancelledByText('player', null)).toBe('Cancelled by you');
    expect(cancelledByText('owner', 'Rain')).toBe('Cancelled by the venue: Rain');
    expect(cancelledByText('owner', null)).toBe('Cancelled by the venue');
    expect(cancelledByText('owner', '  ')).toBe('Cancelled by the venue');
  });

  it('says TurfBook cancelled a paid hold that lost its slot, and why, without a double stop', () => {
    expect(
      cancelledByText(
        'system',
        'This time slot was booked by someone else before your payment completed.',
      ),
    ).toBe(
      'Cancelled by TurfBook: This time slot was booked by someone else before your payment completed',
    );
  });

  it('says only "Cancelled" when nobody is recorded', () => {
    expect(cancelledByText(null, 'Rain')).toBe('Cancelled');
  });
});
