import { describe, expect, it } from 'vitest';
import { localInstant } from '../../shared/time';
import { slotStartIso } from './booking-json';

describe('slot start instants', () => {
  it('are localInstant’s, on days when the clocks change too', () => {
    for (const zone of [
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
    ]) {
      for (const day of ['2030-03-10', '2030-03-31', '2030-10-06', '2030-11-03', '2030-06-15']) {
        for (let minute = 0; minute < 1440; minute += 15) {
          expect(slotStartIso(day, minute, zone)).toBe(
            localInstant(day, minute, zone).toISOString(),
          );
        }
      }
    }
  });
});
