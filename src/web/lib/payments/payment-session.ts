import type { CheckoutStateInput } from './checkout-state';

// The payment in progress lives in the tab's sessionStorage, so reloading the booking summary or
// the checkout keeps it, while closing the tab (or paying) forgets it. Storage may be missing or
// full (private modes): then the screens still work from navigation state, just not across reloads.

export const BOOKING_IN_PROGRESS_KEY = 'turfbook-booking-in-progress';
export const CHECKOUT_KEY = 'turfbook-checkout';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON under `key`, or null when missing or unreadable. */
export function readStoredJson(store: KeyValueStore | null, key: string): unknown {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(store: KeyValueStore | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the state still travels in navigation state.
  }
}

/**
 * The checkout about to open, kept for reloads; checked when read (checkout-state.ts), so a
 * screen that starts a payment loads no schema (docs/decisions/078).
 */
export function saveCheckoutState(store: KeyValueStore | null, state: CheckoutStateInput): void {
  writeStoredJson(store, CHECKOUT_KEY, state);
}

export function removeStored(store: KeyValueStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/** After a payment is finished (or abandoned for good): forget both steps of it. */
export function clearPaymentSession(store: KeyValueStore | null = tabStorage()): void {
  removeStored(store, BOOKING_IN_PROGRESS_KEY);
  removeStored(store, CHECKOUT_KEY);
}
