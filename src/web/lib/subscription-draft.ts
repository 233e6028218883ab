import { z } from 'zod';
import { SLOT_TIMES, isPastSlot, type LocalMoment, type TimeRange } from '../../shared/slots';
import { isLocalDate, type LocalDate } from '../../shared/time';
import {
  readStoredJson,
  removeStored,
  writeStoredJson,
  type KeyValueStore,
} from './payments/payment-session';

// The subscription being put together on /turfs/:id/buysubscription (spec §2: "The chosen date,
// start time, end time and slots are kept in local browser storage and survive reloads"). One
// draft per turf, in localStorage; cleared once the subscription is bought. What is read back is
// untrusted, so it is checked, and anything already in the past is dropped.

export const SUBSCRIPTION_DRAFT_PREFIX = 'turfbook-subscription-';
const DRAFT_VERSION = 1;
/** The server refuses more in one subscription; a larger stored list is not ours. */
const MAX_STORED_SLOTS = 60;

export interface SubscriptionDraft {
  /** The day picked on the calendar, or null for "today". */
  date: LocalDate | null;
  /** Start and end times in minutes since midnight (one of SLOT_TIMES), or null when not chosen. */
  start: number | null;
  end: number | null;
  /** The slots chosen so far, each a venue date with start and end minutes. */
  slots: TimeRange[];
}

export const EMPTY_SUBSCRIPTION_DRAFT: SubscriptionDraft = {
  date: null,
  start: null,
  end: null,
  slots: [],
};

const localDate = z.string().refine(isLocalDate);
const slotTime = z
  .number()
  .int()
  .refine((minutes) => SLOT_TIMES.includes(minutes));

const storedDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  date: localDate.nullable(),
  start: slotTime.nullable(),
  end: slotTime.nullable(),
  slots: z
    .array(
      z
        .object({ date: localDate, start: slotTime, end: slotTime })
        .refine((slot) => slot.end > slot.start),
    )
    .max(MAX_STORED_SLOTS),
});

export function subscriptionDraftKey(turfId: string): string {
  return `${SUBSCRIPTION_DRAFT_PREFIX}${turfId}`;
}

/** The browser's localStorage, or null where it is refused (private modes, no window). */
export function persistentStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A draft as it stands at `now`: past slots dropped, a past day forgotten with its times. */
export function withoutPast(draft: SubscriptionDraft, now: LocalMoment): SubscriptionDraft {
  const slots = draft.slots.filter((slot) => !isPastSlot(slot.date, slot.start, now));
  if (draft.date === null || draft.date < now.date) {
    return { date: null, start: null, end: null, slots };
  }
  const date = draft.date;
  const keep = (minutes: number | null) =>
    minutes !== null && !isPastSlot(date, minutes, now) ? minutes : null;
  return { date, start: keep(draft.start), end: keep(draft.end), slots };
}

/** The stored draft for this turf at `now`, or an empty one when none (or unreadable). */
export function readSubscriptionDraft(
  store: KeyValueStore | null,
  turfId: string,
  now: LocalMoment,
): SubscriptionDraft {
  const parsed = storedDraftSchema.safeParse(readStoredJson(store, subscriptionDraftKey(turfId)));
  if (!parsed.success) return EMPTY_SUBSCRIPTION_DRAFT;
  const { date, start, end, slots } = parsed.data;
  return withoutPast({ date, start, end, slots }, now);
}

/** Keeps the draft; an empty one removes the key rather than storing nothing. */
export function writeSubscriptionDraft(
  store: KeyValueStore | null,
  turfId: string,
  draft: SubscriptionDraft,
): void {
  const key = subscriptionDraftKey(turfId);
  const empty =
    draft.date === null && draft.start === null && draft.end === null && draft.slots.length === 0;
  if (empty) {
    removeStored(store, key);
    return;
  }
  writeStoredJson(store, key, { version: DRAFT_VERSION, ...draft });
}

/** Forgets the turf's draft, e.g. once its subscription is bought. */
export function clearSubscriptionDraft(
  turfId: string,
  store: KeyValueStore | null = persistentStorage(),
): void {
  removeStored(store, subscriptionDraftKey(turfId));
}
