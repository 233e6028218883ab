import { describe, expect, it } from 'vitest';
import { parseCheckoutState, readCheckoutState } from './checkout-state';
import {
  BOOKING_IN_PROGRESS_KEY,
  CHECKOUT_KEY,
  clearPaymentSession,
  type KeyValueStore,
} from './payment-session';

function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const single = {
  clientSecret: 'pi_1_secret_x',
  amount: '1500.00',
  paymentId: 'pi_1',
  holdExpiresAt: '2026-01-01T12:40:00.000Z',
  bookingDetails: {
    turfId: 't1',
    turfName: 'Borivali Box',
    userId: 'u1',
    bookingDate: '2026-01-01',
    startTime: '6:00 PM',
    endTime: '7:30 PM',
  },
};

const subscription = {
  clientSecret: 'pi_2_secret_y',
  amount: 5100,
  bookingDetails: {
    isSubscription: true,
    userId: 'u1',
    turfId: 't1',
    startDate: 'Mon, Jan 5, 2026',
    endDate: 'Mon, Jan 26, 2026',
    price: 5100,
    selectedSlots: [{ date: 'Mon, Jan 5, 2026', startTime: '6:00 PM', endTime: '7:00 PM' }],
    paymentDetails: { method: 'credit_card', status: 'pending' },
  },
};

describe('parseCheckoutState', () => {
  it('accepts a single booking and a subscription, amounts as 2-decimal text', () => {
    expect(parseCheckoutState(single)?.amount).toBe('1500.00');
    const sub = parseCheckoutState(subscription);
    expect(sub?.amount).toBe('5100.00');
    expect(sub?.bookingDetails.isSubscription).toBe(true);
  });

  it('rejects what is not a checkout', () => {
    expect(parseCheckoutState(null)).toBeNull();
    expect(parseCheckoutState({ ...single, clientSecret: '' })).toBeNull();
    expect(parseCheckoutState({ ...single, amount: '-5' })).toBeNull();
    expect(parseCheckoutState({ ...single, amount: '0.00' })).toBeNull();
    expect(
      parseCheckoutState({
        ...single,
        bookingDetails: { ...single.bookingDetails, bookingDate: 'soon' },
      }),
    ).toBeNull();
    expect(
      parseCheckoutState({
        ...subscription,
        bookingDetails: { ...subscription.bookingDetails, selectedSlots: [] },
      }),
    ).toBeNull();
  });
});

describe('readCheckoutState', () => {
  it('prefers navigation state and keeps it for a reload', () => {
    const store = memoryStore();
    expect(readCheckoutState(single, store)?.clientSecret).toBe('pi_1_secret_x');
    expect(readCheckoutState(null, store)?.clientSecret).toBe('pi_1_secret_x');
  });

  it('falls back to storage, and to null when storage is empty, broken or missing', () => {
    expect(
      readCheckoutState(undefined, memoryStore({ [CHECKOUT_KEY]: JSON.stringify(subscription) }))
        ?.amount,
    ).toBe('5100.00');
    expect(readCheckoutState(undefined, memoryStore())).toBeNull();
    expect(readCheckoutState(undefined, memoryStore({ [CHECKOUT_KEY]: '{not json' }))).toBeNull();
    expect(readCheckoutState(undefined, null)).toBeNull();
    expect(readCheckoutState(single, null)?.amount).toBe('1500.00');
  });

  it('survives a store that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCheckoutState(single, broken)?.amount).toBe('1500.00');
    expect(readCheckoutState(undefined, broken)).toBeNull();
    expect(() => clearPaymentSession(broken)).not.toThrow();
  });
});

describe('clearPaymentSession', () => {
  it('forgets both steps of the payment and nothing else', () => {
    const store = memoryStore({
      [CHECKOUT_KEY]: '{}',
      [BOOKING_IN_PROGRESS_KEY]: '{}',
      other: 'x',
    });
    clearPaymentSession(store);
    expect(store.data).toEqual({ other: 'x' });
  });
});
