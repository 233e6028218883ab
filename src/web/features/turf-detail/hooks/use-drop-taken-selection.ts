import { useEffect, useRef } from 'react';
import { takenRanges } from '../../../../shared/availability';
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
): void {
  const judged = useRef<readonly PublicBookingSlot[] | undefined>(undefined);
  useEffect(() => {
    if (!bookings || bookings === judged.current) return;
    const before = judged.current ? takenRanges(judged.current) : null;
    judged.current = bookings;
    if (!isSelectionNewlyTaken(selection, before, takenRanges(bookings))) return;
    setSelection(EMPTY_SELECTION);
    notify((toast) => toast.error(BOOKING_MESSAGES.taken, { toastId: 'selection-taken' }));
  }, [selection, bookings, setSelection]);
}
