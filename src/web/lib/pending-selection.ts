import { isLocalDate } from '../../shared/time';
import type { Selection, SlotRef } from '../../shared/slot-selection';
import type { KeyValueStore } from './payments/payment-session';

// The grid's selection of a visitor sent to log in, kept in the tab for the way back.

const keyOf = (turfId: string) => `turfbook-selection-${turfId}`;

function slotRef(value: unknown): SlotRef | null {
  const slot = value as Partial<SlotRef> | null;
  return slot &&
    typeof slot.date === 'string' &&
    isLocalDate(slot.date) &&
    Number.isInteger(slot.minutes)
    ? { date: slot.date, minutes: slot.minutes! }
    : null;
}

export function keepSelection(store: KeyValueStore | null, turfId: string, selection: Selection) {
  store?.setItem(keyOf(turfId), JSON.stringify(selection));
}

export function forgetSelection(store: KeyValueStore | null, turfId: string) {
  store?.removeItem(keyOf(turfId));
}

/** The kept selection of this turf, if any (forgetSelection once it is back on screen). */
export function keptSelection(store: KeyValueStore | null, turfId: string): Selection | null {
  const text = store?.getItem(keyOf(turfId));
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { start?: unknown; end?: unknown };
    const start = slotRef(parsed.start);
    return start ? { start, end: slotRef(parsed.end) } : null;
  } catch {
    return null;
  }
}
