import { useState } from 'react';
import { toast } from 'react-toastify';
import type { VenuePaidBy, VenuePaymentMethod } from '../../../shared/venue-bookings';
import { isApiRequestError } from '../../lib/api-client';
import { useCancelVenueBooking, useMarkVenueBookingPaid } from '../../queries/venue-bookings';
import { ConfirmDialog } from '../confirm-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../state-panel';

// "Mark paid" (cash or UPI at the venue) and "Cancel" on a live phone or walk-in booking
// (docs/decisions/032), in the bookings list and in the calendar's panel alike.

const SMALL_BUTTON = 'px-3 py-1.5 text-sm';

export function failureText(error: unknown) {
  return isApiRequestError(error) && error.serverMessage
    ? error.serverMessage
    : 'That did not work. Please try again.';
}

interface VenueBookingActionsProps {
  turfId: string;
  bookingId: string;
  paidBy: VenuePaidBy;
  /** 'Ravi Shah, Sun, 29 Nov 2026 7:00 PM – 8:00 PM': what the cancel question names. */
  summary: string;
  onDone?: () => void;
}

export function VenueBookingActions({
  turfId,
  bookingId,
  paidBy,
  summary,
  onDone,
}: VenueBookingActionsProps) {
  const markPaid = useMarkVenueBookingPaid(turfId);
  const cancel = useCancelVenueBooking(turfId);
  const [confirming, setConfirming] = useState(false);
  const pay = (method: VenuePaymentMethod) =>
    markPaid.mutate(
      { bookingId, method },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(failureText(error)),
      },
    );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {paidBy === 'unpaid' ? (
        <>
          <button
            type="button"
            disabled={markPaid.isPending}
            onClick={() => pay('cash')}
            className={`${PRIMARY_BUTTON} ${SMALL_BUTTON}`}
          >
            Mark paid: Cash
          </button>
          <button
            type="button"
            disabled={markPaid.isPending}
            onClick={() => pay('upi')}
            className={`${PRIMARY_BUTTON} ${SMALL_BUTTON}`}
          >
            Mark paid: UPI
          </button>
        </>
      ) : null}
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={`${SECONDARY_BUTTON} ${SMALL_BUTTON}`}
      >
        Cancel
      </button>
      <ConfirmDialog
        open={confirming}
        title="Cancel this booking?"
        text={`${summary}. The time becomes free for players. Nothing is refunded by card: settle any money with the customer at the venue.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        busy={cancel.isPending}
        error={cancel.isError ? failureText(cancel.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(bookingId, {
            onSuccess: (answer) => {
              setConfirming(false);
              toast.success(answer.message);
              onDone?.();
            },
          })
        }
      />
    </div>
  );
}
