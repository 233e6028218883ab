import { describe, expect, it } from 'vitest';
import { forgetSelection, keepSelection, keptSelection } from './pending-selection';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the selection kept across a login', () => {
  it('comes back for its own turf only, until it is forgotten', () => {
    const store = memoryStore();
    const selection = {
      start: { date: '2030-05-11', minutes: 600 },
      end: { date: '2030-05-11', minutes: 660 },
    };
    keepSelection(store, 'turf-a', selection);
    expect(keptSelection(store, 'turf-b')).toBeNull();
    expect(keptSelection(store, 'turf-a')).toEqual(selection);
    forgetSelection(store, 'turf-a');
    expect(keptSelection(store, 'turf-a')).toBeNull();
  });

  it('ignores anything malformed, and works without storage', () => {
    const store = memoryStore();
    store.setItem('turfbook-selection-t', '{"start":{"date":"tomorrow","minutes":1}}');
    expect(keptSelection(store, 't')).toBeNull();
    store.setItem('turfbook-selection-t', 'not json');
    expect(keptSelection(store, 't')).toBeNull();
    expect(keptSelection(null, 't')).toBeNull();
  });
});
