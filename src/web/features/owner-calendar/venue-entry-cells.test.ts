import { describe, expect, it } from 'vitest';
import { entryLines, entryTitle } from './calendar-cells';
import { englishWords as words, entry } from './test-entries';

// A phone or walk-in booking on the week calendar (docs/decisions/032): the customer the owner
// named, how it came, its price and how it was paid, never a reference or "paid" it was not.

const walkIn = entry({
  date: '2030-05-14',
  start: 1140,
  end: 1200,
  customer: { fullname: 'Ravi Shah', email: '', mobilenumber: '9820012345' },
  reference: 'TB-AAAAAA',
  venue: { source: 'walk_in', paidBy: 'unpaid', price: 750.5 },
});

describe('a venue booking on the calendar', () => {
  it('is titled with its customer and how it came', () => {
    expect(entryTitle(words(), walkIn)).toBe('Ravi Shah (Walk-in)');
    expect(entryTitle(words(), { ...walkIn, venue: { ...walkIn.venue!, source: 'phone' } })).toBe(
      'Ravi Shah (Phone)',
    );
  });

  it('shows its price, how it was paid and the phone', () => {
    expect(entryLines(words(), walkIn)).toEqual(['₹750.50 · Not yet paid', '9820012345']);
    expect(entryLines(words(), { ...walkIn, venue: { ...walkIn.venue!, paidBy: 'upi' } })[0]).toBe(
      '₹750.50 · UPI at venue',
    );
  });
});
