import { useState } from 'react';
import { toast } from 'react-toastify';
import type { VenuePaidBy, VenuePaymentMethod } from '../../../shared/venue-bookings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCancelVenueBooking, useMarkVenueBookingPaid } from '../../queries/venue-bookings';
import { useErrorText } from '../../i18n/error-text';
import { ConfirmDialog } from '../confirm-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../state-panel';

// "Mark paid" (cash, UPI at the venue or card at the desk) and "Cancel" on a live phone or walk-in booking
// (docs/decisions/032), in the bookings list and in the calendar's panel alike.

const SMALL_BUTTON = 'px-3 py-1.5 text-sm';

/** A failed request's text in the reader's language (docs/decisions/062). */
export function useFailureText() {
  const { t } = useTranslation('venue-bookings');
  const errorText = useErrorText();
  return (error: unknown) => errorText(error, t('failed'));
}

interface VenueBookingActionsProps {
  turfId: string;
  bookingId: string;
  paidBy: VenuePaidBy;
  /** 'Ravi Shah, Sun, 29 Nov 2026 7:00 PM – 8:00 PM': what the cancel question names. */
  summary: string;
  /** False where the role may not cancel (the front desk, docs/decisions/066). */
  canCancel?: boolean;
  onDone?: () => void;
}

export function VenueBookingActions({
  turfId,
  bookingId,
  paidBy,
  summary,
  canCancel = true,
  onDone,
}: VenueBookingActionsProps) {
  const { t } = useTranslation('venue-bookings');
  const failureText = useFailureText();
  const markPaid = useMarkVenueBookingPaid(turfId);
  const cancel = useCancelVenueBooking(turfId);
  const [confirming, setConfirming] = useState(false);
  const pay = (method: VenuePaymentMethod) =>
    markPaid.mutate(
      { bookingId, method },
      {
        onSuccess: () => toast.success(t('toasts.markedPaid', { method: t(`paidBy.${method}`) })),
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
            {t('actions.markCash')}
          </button>
          <button
            type="button"
            disabled={markPaid.isPending}
            onClick={() => pay('upi')}
            className={`${PRIMARY_BUTTON} ${SMALL_BUTTON}`}
          >
            {t('actions.markUpi')}
          </button>
          <button
            type="button"
            disabled={markPaid.isPending}
            onClick={() => pay('card')}
            className={`${PRIMARY_BUTTON} ${SMALL_BUTTON}`}
          >
            {t('actions.markCard')}
          </button>
        </>
      ) : null}
      {canCancel ? (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={`${SECONDARY_BUTTON} ${SMALL_BUTTON}`}
        >
          {t('actions.cancel')}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('actions.cancelTitle')}
        text={t('actions.cancelText', { summary })}
        confirmLabel={t('actions.cancelConfirm')}
        cancelLabel={t('actions.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? failureText(cancel.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(bookingId, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('toasts.cancelled'));
              onDone?.();
            },
          })
        }
      />
    </div>
  );
}

/**
 * 'Not yet paid', 'Paid: Cash' or 'Paid: Cash · Taken by Asha': how a venue booking was paid,
 * and who took it at the desk when known (docs/decisions/066).
 */
export function paidText(
  t: TFunction,
  paidBy: VenuePaidBy,
  taker: { fullname: string } | null = null,
): string {
  if (paidBy === 'unpaid') return t('paidBy.unpaid');
  const paid = t('paidAs', { method: t(`paidBy.${paidBy}`) });
  return taker ? `${paid} · ${t('takenBy', { name: taker.fullname })}` : paid;
}
