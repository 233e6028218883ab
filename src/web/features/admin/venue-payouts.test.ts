import { describe, expect, it } from 'vitest';
import { hasFailed, venuesFailedFirst, type VenuePayout } from './venue-payouts';

const venue = (name: string, failed = '0.00'): VenuePayout => ({
  turfId: name,
  name,
  onHold: '0.00',
  balance: '0.00',
  failed,
  reason: failed === '0.00' ? null : 'Account closed',
});

describe('the admin’s venues by payout (docs/decisions/054)', () => {
  it('puts the venues with failed transfers first, largest first, the rest in their order', () => {
    const sorted = venuesFailedFirst([
      venue('Arena'),
      venue('Blue', '10.00'),
      venue('Court'),
      venue('Dome', '250.50'),
    ]);
    expect(sorted.map((v) => v.name)).toEqual(['Dome', 'Blue', 'Arena', 'Court']);
  });

  it('reads "0.00" as nothing failed', () => {
    expect(hasFailed(venue('A'))).toBe(false);
    expect(hasFailed(venue('B', '0.01'))).toBe(true);
  });
});
