import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, readCard } from './card-format';

describe('formatCardNumber', () => {
  it('keeps digits only, with a space after every 4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a4-2')).toBe('4242 4242');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('writes MM/YY as typed, the slash with the first year digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('pads a first digit that can only be a month 02–09', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('0')).toBe('0');
  });

  it('lets a backspace remove the slash (12/ → 12)', () => {
    expect(formatExpiry('12/')).toBe('12');
  });
});

describe('formatCvc', () => {
  it('keeps at most 4 digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});

describe('readCard', () => {
  it('reads the texts as the gateway card', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 30,
      cvc: '123',
    });
  });

  it('reads an incomplete expiry as invalid', () => {
    const card = readCard({ number: '4242', expiry: '12/3', cvc: '' });
    expect(card.expMonth).toBeNaN();
    expect(card.expYear).toBeNaN();
  });
});
