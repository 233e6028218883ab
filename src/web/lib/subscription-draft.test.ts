import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from './payments/payment-session';
import {
  EMPTY_SUBSCRIPTION_DRAFT,
  clearSubscriptionDraft,
  readSubscriptionDraft,
  subscriptionDraftKey,
  withoutPast,
  writeSubscriptionDraft,
  type SubscriptionDraft,
} from './subscription-draft';

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

const TURF = 'turf-1';
// 2030-05-13, 10:00 AM at the venue.
const now = { date: '2030-05-13', minutes: 10 * 60 };

const draft: SubscriptionDraft = {
  date: '2030-05-14',
  start: 18 * 60,
  end: 19 * 60,
  slots: [
    { date: '2030-05-14', start: 22 * 60, end: 23 * 60 },
    { date: '2030-05-15', start: 6 * 60, end: 7 * 60 + 30 },
  ],
};

describe('subscription draft storage', () => {
  it('keeps one draft per turf under turfbook-subscription-<turfId>', () => {
    expect(subscriptionDraftKey('abc')).toBe('turfbook-subscription-abc');
  });

  it('reads back what was written', () => {
    const store = memoryStore();
    writeSubscriptionDraft(store, TURF, draft);
    expect(Object.keys(store.data)).toEqual(['turfbook-subscription-turf-1']);
    expect(readSubscriptionDraft(store, TURF, now)).toEqual(draft);
    // Another turf has its own (empty) draft.
    expect(readSubscriptionDraft(store, 'turf-2', now)).toEqual(EMPTY_SUBSCRIPTION_DRAFT);
  });

  it('removes the key rather than storing an empty draft', () => {
    const store = memoryStore();
    writeSubscriptionDraft(store, TURF, draft);
    writeSubscriptionDraft(store, TURF, EMPTY_SUBSCRIPTION_DRAFT);
    expect(store.data).toEqual({});
  });

  it('is forgotten by clearSubscriptionDraft, for that turf only', () => {
    const store = memoryStore();
    writeSubscriptionDraft(store, TURF, draft);
    writeSubscriptionDraft(store, 'turf-2', draft);
    clearSubscriptionDraft(TURF, store);
    expect(Object.keys(store.data)).toEqual(['turfbook-subscription-turf-2']);
    expect(readSubscriptionDraft(store, TURF, now)).toEqual(EMPTY_SUBSCRIPTION_DRAFT);
  });

  it('drops slots that have started by the time it is read', () => {
    const store = memoryStore();
    writeSubscriptionDraft(store, TURF, draft);
    const later = { date: '2030-05-14', minutes: 22 * 60 + 1 };
    expect(readSubscriptionDraft(store, TURF, later).slots).toEqual([draft.slots[1]]);
    // A slot starting exactly now is not past yet (spec §5: before now is past).
    const atStart = { date: '2030-05-14', minutes: 22 * 60 };
    expect(readSubscriptionDraft(store, TURF, atStart).slots).toEqual(draft.slots);
  });

  it('forgets a past day with its times, and times already past on today', () => {
    const nextDay = { date: '2030-05-15', minutes: 6 * 60 };
    expect(withoutPast(draft, nextDay)).toEqual({
      date: null,
      start: null,
      end: null,
      slots: [draft.slots[1]],
    });
    const evening = { date: '2030-05-14', minutes: 18 * 60 + 30 };
    expect(withoutPast(draft, evening)).toMatchObject({
      date: '2030-05-14',
      start: null,
      end: 19 * 60,
    });
  });

  it('ignores unreadable or foreign content', () => {
    const key = subscriptionDraftKey(TURF);
    const cases = [
      'not json',
      JSON.stringify({ date: '2030-05-14', start: null, end: null, slots: [] }), // no version
      JSON.stringify({ version: 1, date: '2030-02-30', start: null, end: null, slots: [] }),
      JSON.stringify({ version: 1, date: null, start: 17, end: null, slots: [] }), // not a slot time
      JSON.stringify({
        version: 1,
        date: null,
        start: null,
        end: null,
        slots: [{ date: '2030-05-14', start: 23 * 60, end: 22 * 60 }], // reversed
      }),
    ];
    for (const text of cases) {
      expect(readSubscriptionDraft(memoryStore({ [key]: text }), TURF, now)).toEqual(
        EMPTY_SUBSCRIPTION_DRAFT,
      );
    }
  });

  it('works without storage (private modes) and when storage throws', () => {
    expect(readSubscriptionDraft(null, TURF, now)).toEqual(EMPTY_SUBSCRIPTION_DRAFT);
    expect(() => writeSubscriptionDraft(null, TURF, draft)).not.toThrow();
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSubscriptionDraft(broken, TURF, now)).toEqual(EMPTY_SUBSCRIPTION_DRAFT);
    expect(() => writeSubscriptionDraft(broken, TURF, draft)).not.toThrow();
    expect(() => clearSubscriptionDraft(TURF, broken)).not.toThrow();
  });
});
