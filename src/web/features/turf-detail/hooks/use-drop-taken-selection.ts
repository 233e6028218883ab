import { useEffect, useLayoutEffect, useRef } from 'react';
import { takenRanges } from '../../../../shared/availability';
import type { TimeRange } from '../../../../shared/slots';
import type { PublicBookingSlot } from '../../../../shared/booking-types';
import {
  BOOKING_MESSAGES,
  EMPTY_SELECTION,
  type Selection,
} from '../../../../shared/slot-selection';
import { notify } from '../../../lib/toasts';
import { isSelectionNewlyTaken } from '../taken-selection';

/**
 * Clears the grid's selection when new availability shows its time taken by someone else (the
 * live grid's bookings changed under it, or a link or a login brought back a time that has gone
 * meanwhile), with the spec's message as a toast. Only a new answer is judged: a range the
 * player draws over a Booked cell is theirs to fix, and Proceed says why.
 */
export function useDropTakenSelection(
  selection: Selection,
  bookings: readonly PublicBookingSlot[] | undefined,
  setSelection: (selection: Selection) => void,
  /** What the grid shows Booked for these slots (at a venue with courts: no court free). */
  bookedOf: (slots: readonly PublicBookingSlot[]) => TimeRange[] = takenRanges,
): void {
  const judged = useRef<readonly PublicBookingSlot[] | undefined>(undefined);
  const latestBookedOf = useRef(bookedOf);
  useLayoutEffect(() => {
    latestBookedOf.current = bookedOf;
  });
  useEffect(() => {
    if (!bookings || bookings === judged.current) return;
    const booked = latestBookedOf.current;
    const before = judged.current ? booked(judged.current) : null;
    judged.current = bookings;
    if (!isSelectionNewlyTaken(selection, before, booked(bookings))) return;
    setSelection(EMPTY_SELECTION);
    notify((toast) => toast.error(BOOKING_MESSAGES.taken, { toastId: 'selection-taken' }));
  }, [selection, bookings, setSelection]);
}
