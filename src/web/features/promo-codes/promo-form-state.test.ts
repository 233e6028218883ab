import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../../shared/promo-codes';
import { emptyPromoForm, promoRequestOf } from './promo-form-state';

describe('promoRequestOf', () => {
  const filled = {
    ...emptyPromoForm('2030-05-10'),
    code: 'monsoon10',
    value: '10',
    turfIds: ['t1'],
  };

  it('runs a code from the start of its first venue day to the end of its last', () => {
    const { body } = promoRequestOf(filled, 'Asia/Kolkata', true);
    expect(body).toMatchObject({
      code: 'monsoon10',
      percentOff: '10',
      amountOff: null,
      validFrom: '2030-05-09T18:30:00.000Z',
      validTo: '2030-06-09T18:30:00.000Z',
      turfIds: ['t1'],
    });
  });

  it('says the server’s words for a bad field, a window that ends first and no turf', () => {
    expect(promoRequestOf({ ...filled, value: '95' }, 'Asia/Kolkata', true).problem).toBe(
      PROMO_MESSAGES.percentRange,
    );
    expect(promoRequestOf({ ...filled, until: '2030-05-08' }, 'Asia/Kolkata', true).problem).toBe(
      PROMO_MESSAGES.windowOrder,
    );
    expect(promoRequestOf({ ...filled, turfIds: [] }, 'Asia/Kolkata', true).problem).toBe(
      PROMO_MESSAGES.turfsMissing,
    );
    expect(promoRequestOf({ ...filled, turfIds: [] }, 'Asia/Kolkata', false).body).toBeDefined();
  });
});
