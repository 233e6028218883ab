import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargeForPrices, chargeLess } from './pricing';
import {
  MIN_CHARGE_PAISE,
  PROMO_MESSAGES,
  checkPromoCode,
  promoDiscountPaise,
  promoOutcome,
  type PromoCodeRules,
} from './promo-codes';

// The rules of a promo code (docs/decisions/035), without the database.

const terms = {
  code: ' diwali_25 ',
  percentOff: 25,
  validFrom: '2030-05-01T00:00:00+05:30',
  validTo: '2030-06-01T00:00:00+05:30',
  maxUses: '10',
  maxUsesPerPlayer: 2,
};

describe('checkPromoCode', () => {
  it('normalizes the code and reads rupees as paise', () => {
    expect(checkPromoCode({ ...terms, percentOff: null, amountOff: '99.50' }).terms).toMatchObject({
      code: 'DIWALI_25',
      percentOff: null,
      amountOffPaise: 9950,
      maxUses: 10,
      maxUsesPerPlayer: 2,
      minAmountPaise: 0,
      firstBookingOnly: false,
    });
  });

  it('takes percentages 1 to 90 only, and codes of 1 to 20 letters, digits, - and _', () => {
    for (const percentOff of [1, 45, 90])
      expect(checkPromoCode({ ...terms, percentOff }).problem).toBeUndefined();
    for (const percentOff of [0, 91, 100, 2.5, '5%'])
      expect(checkPromoCode({ ...terms, percentOff }).problem).toBe(PROMO_MESSAGES.percentRange);
    expect(checkPromoCode({ ...terms, code: 'A'.repeat(20) }).problem).toBeUndefined();
    expect(checkPromoCode({ ...terms, code: 'A'.repeat(21) }).problem).toBe(
      PROMO_MESSAGES.codeTooLong,
    );
    expect(checkPromoCode({ ...terms, code: 'TWO WORDS' }).problem).toBe(PROMO_MESSAGES.codeSpaces);
    expect(checkPromoCode({ ...terms, code: 'ÜBER' }).problem).toBe(PROMO_MESSAGES.codeCharacters);
  });
});

describe('promoDiscountPaise', () => {
  it('never leaves a charge below ₹1, and a percentage never above 90% off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (charge, percentOff, amountOffPaise) => {
          const off = promoDiscountPaise(
            { percentOff, amountOffPaise: percentOff ? null : amountOffPaise },
            charge,
          );
          expect(off).toBeGreaterThanOrEqual(0);
          if (charge >= MIN_CHARGE_PAISE)
            expect(charge - off).toBeGreaterThanOrEqual(MIN_CHARGE_PAISE);
          if (percentOff) expect(off).toBeLessThanOrEqual(Math.ceil((charge * percentOff) / 100));
        },
      ),
    );
  });

  it('keeps the shares of a discounted charge adding up to it (chargeLess)', () => {
    const charge = chargeForPrices([100_000, 50_000, 33_333], 15);
    const off = promoDiscountPaise({ percentOff: 10, amountOffPaise: null }, charge.finalPaise);
    const less = chargeLess(charge, off);
    expect(less.sharesPaise.reduce((a, b) => a + b, 0)).toBe(less.finalPaise);
    expect(less.finalPaise).toBe(charge.finalPaise - off);
  });
});

describe('promoOutcome', () => {
  const code: PromoCodeRules = {
    percentOff: 10,
    amountOffPaise: null,
    validFrom: new Date('2030-05-01T00:00:00Z'),
    validTo: new Date('2030-06-01T00:00:00Z'),
    maxUses: 3,
    maxUsesPerPlayer: 1,
    minAmountPaise: 50_000,
    firstBookingOnly: true,
  };
  const facts = {
    now: new Date('2030-05-10T00:00:00Z'),
    chargePaise: 100_000,
    appliesAtTurf: true,
    liveUses: 0,
    playerUses: 0,
    playerHasBooked: false,
  };
  it('gives the discount, or names the first reason why not', () => {
    expect(promoOutcome(code, facts)).toEqual({ discountPaise: 10_000 });
    expect(promoOutcome(code, { ...facts, now: new Date('2030-04-30T23:59:59Z') }).problem).toBe(
      PROMO_MESSAGES.notYet,
    );
    // The window is half-open: validTo itself is past it.
    expect(promoOutcome(code, { ...facts, now: code.validTo }).problem).toBe(
      PROMO_MESSAGES.expired,
    );
    expect(promoOutcome(code, { ...facts, appliesAtTurf: false }).problem).toBe(
      PROMO_MESSAGES.notHere,
    );
    expect(promoOutcome(code, { ...facts, playerHasBooked: true }).problem).toBe(
      PROMO_MESSAGES.firstOnly,
    );
    expect(promoOutcome(code, { ...facts, chargePaise: 49_999 }).problem).toBe(
      'This promo code needs an amount of at least ₹500.00.',
    );
    expect(promoOutcome(code, { ...facts, liveUses: 3 }).problem).toBe(PROMO_MESSAGES.usedUp);
    expect(promoOutcome(code, { ...facts, playerUses: 1 }).problem).toBe(PROMO_MESSAGES.usedByYou);
  });
});
