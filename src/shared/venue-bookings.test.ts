import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatPriceRules, priceOfRange } from './price-rules';
import {
  MAX_VENUE_PRICE_PAISE,
  VENUE_BOOKING_MESSAGES,
  checkVenueBooking,
  customerNameProblem,
  defaultVenuePricePaise,
  defaultVenuePriceText,
  normalizeCustomerName,
  normalizeCustomerPhone,
  parseVenuePrice,
  suggestedVenueRange,
} from './venue-bookings';

const good = { customerName: 'Ravi Shah', customerPhone: '9820012345', paidBy: 'cash' };

describe('customer names', () => {
  it('are trimmed, inner space made one, required and at most 60 characters', () => {
    expect(normalizeCustomerName('  Ravi   Shah ')).toBe('Ravi Shah');
    expect(customerNameProblem('A')).toBeNull();
    expect(customerNameProblem(' \t ')).toBe(VENUE_BOOKING_MESSAGES.nameMissing);
    expect(customerNameProblem('x'.repeat(60))).toBeNull();
    expect(customerNameProblem('x'.repeat(61))).toBe(VENUE_BOOKING_MESSAGES.nameTooLong);
  });
});

describe('customer phones', () => {
  it('follow the signup rule after spaces, dashes and +91 are taken off', () => {
    expect(normalizeCustomerPhone('9820012345')).toBe('9820012345');
    expect(normalizeCustomerPhone('+91 98200 12345')).toBe('9820012345');
    expect(normalizeCustomerPhone('98200-12345')).toBe('9820012345');
    expect(normalizeCustomerPhone('09820012345')).toBe('09820012345');
  });

  it('refuse anything else', () => {
    for (const phone of ['', '98200', '982001234567', '98200abcde', '+1 9820012345', '+91'])
      expect(normalizeCustomerPhone(phone)).toBeNull();
  });
});

describe('venue prices', () => {
  it('are read to the paisa from rupee text, 0 allowed', () => {
    expect(parseVenuePrice('1200')).toEqual({ paise: 120_000 });
    expect(parseVenuePrice('1200.5')).toEqual({ paise: 120_050 });
    expect(parseVenuePrice('₹1,200.05')).toEqual({ paise: 120_005 });
    expect(parseVenuePrice('0')).toEqual({ paise: 0 });
    expect(parseVenuePrice('100000')).toEqual({ paise: MAX_VENUE_PRICE_PAISE });
  });

  it('refuse negatives, fractions of a paisa, words and more than ₹1,00,000', () => {
    for (const text of ['-1', '12.345', 'free', '', '1e3'])
      expect(parseVenuePrice(text)).toEqual({ problem: VENUE_BOOKING_MESSAGES.priceInvalid });
    expect(parseVenuePrice('100000.01')).toEqual({ problem: VENUE_BOOKING_MESSAGES.priceTooHigh });
  });

  it('read back exactly what the default price text says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (startSlot, slots, pricePerHour) => {
          const range = {
            date: '2030-05-13',
            start: 360 + startSlot * 30,
            end: 360 + (startSlot + slots) * 30,
          };
          const rules = flatPriceRules(pricePerHour);
          const text = defaultVenuePriceText(range, rules);
          const paise = defaultVenuePricePaise(range, rules);
          expect(paise).toBe(priceOfRange(rules, range, null).totalPaise);
          if (paise <= MAX_VENUE_PRICE_PAISE) expect(parseVenuePrice(text)).toEqual({ paise });
        },
      ),
    );
  });
});

describe('checkVenueBooking', () => {
  it('answers the checked values, the price null when none is given', () => {
    expect(checkVenueBooking({ ...good, customerPhone: '+91 98200 12345' })).toEqual({
      ok: {
        customerName: 'Ravi Shah',
        customerPhone: '9820012345',
        pricePaise: null,
        paidBy: 'cash',
      },
    });
    expect(checkVenueBooking({ ...good, price: '  ' })).toMatchObject({ ok: { pricePaise: null } });
    expect(checkVenueBooking({ ...good, price: '750.50', paidBy: 'unpaid' })).toMatchObject({
      ok: { pricePaise: 75_050, paidBy: 'unpaid' },
    });
  });

  it('answers the first problem', () => {
    const problem = (input: Partial<typeof good> & { price?: string }) =>
      checkVenueBooking({ ...good, ...input });
    expect(problem({ customerName: '' })).toEqual({ problem: VENUE_BOOKING_MESSAGES.nameMissing });
    expect(problem({ customerPhone: '123' })).toEqual({
      problem: VENUE_BOOKING_MESSAGES.phoneInvalid,
    });
    expect(problem({ price: '-5' })).toEqual({ problem: VENUE_BOOKING_MESSAGES.priceInvalid });
    expect(problem({ price: '200000' })).toEqual({ problem: VENUE_BOOKING_MESSAGES.priceTooHigh });
    expect(problem({ paidBy: 'cheque' })).toEqual({
      problem: VENUE_BOOKING_MESSAGES.paidByInvalid,
    });
  });
});

describe('suggestedVenueRange', () => {
  it('starts at the next half hour today, or 6:00 AM tomorrow late at night', () => {
    expect(suggestedVenueRange({ date: '2030-05-10', minutes: 600 })).toEqual({
      date: '2030-05-10',
      start: 600,
      end: 660,
    });
    expect(suggestedVenueRange({ date: '2030-05-10', minutes: 601 })).toMatchObject({ start: 630 });
    expect(suggestedVenueRange({ date: '2030-05-10', minutes: 120 })).toMatchObject({ start: 360 });
    expect(suggestedVenueRange({ date: '2030-05-10', minutes: 23 * 60 })).toEqual({
      date: '2030-05-10',
      start: 1380,
      end: 1439,
    });
    expect(suggestedVenueRange({ date: '2030-05-10', minutes: 23 * 60 + 30 })).toMatchObject({
      start: 1410,
      end: 1439,
    });
    expect(suggestedVenueRange({ date: '2030-05-10', minutes: 23 * 60 + 31 })).toEqual({
      date: '2030-05-11',
      start: 360,
      end: 420,
    });
  });
});
