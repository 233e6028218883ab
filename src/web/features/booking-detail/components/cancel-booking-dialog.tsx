import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import type { RefundDestination } from '../../../../shared/credit';
import { CancellationPolicyNote } from '../../../components/cancellation-policy-note';
import { RefundChoice } from './refund-choice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../i18n/error-text';
import { bookingDetailKeys } from '../api/booking-detail';
import { useCancelBooking } from '../api/change-booking';
import { answerText, cancelOutcomeText, slotText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

/**
 * "Cancel this booking?": says exactly what comes back under the policy before the player
 * confirms. Stays mounted, so the answer is handled even after the button it came from is gone.
 */
export function CancelBookingDialog({
  booking,
  open,
  onClose,
  onCancelled,
}: {
  booking: BookingDetail;
  open: boolean;
  onClose: () => void;
  /** After a successful cancel, once the dialog has closed (the Cancel button is gone by then). */
  onCancelled: () => void;
}) {
  const words = useBookingWords();
  const { t } = words;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const cancel = useCancelBooking(booking);
  const cancelled = useRef(false);
  const { reset } = cancel;
  // Where the refund goes (docs/decisions/040): instant credit, or back to the card or UPI.
  const [refundTo, setRefundTo] = useState<RefundDestination>('source');
  const refunds = booking.actions.cancel.refundAmount > 0;

  // The quote depends on the clock: ask the server again as the dialog opens.
  useEffect(() => {
    if (!open) return;
    reset();
    void queryClient.invalidateQueries({ queryKey: bookingDetailKeys.one(booking._id) });
  }, [open, reset, queryClient, booking._id]);

  const confirm = async () => {
    if (cancel.isPending) return;
    try {
      const answer = await cancel.mutateAsync(refunds ? refundTo : 'source');
      toast.success(answer.message ? answerText(t, answer.message) : t('cancel.done'));
      cancelled.current = true;
      onClose();
    } catch {
      // The dialog shows the error below; the player may try again or keep the booking.
    }
  };

  const error = cancel.error ? errorText(cancel.error, t('cancel.failed')) : null;

  return (
    <ConfirmDialog
      open={open}
      title={t('cancel.title')}
      text={cancelOutcomeText(t, booking.actions.cancel, booking.gameId !== null)}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      busy={cancel.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      afterClose={() => {
        if (!cancelled.current) return;
        cancelled.current = false;
        onCancelled();
      }}
    >
      <p className="mt-3 text-sm text-slate-700">
        {t('cancel.what', {
          turf: booking.turf.name,
          slot: slotText(words, booking),
          reference: booking.reference,
        })}
      </p>
      {booking.splitId ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="shared-refund-note">
          {t('cancel.shared')}
        </p>
      ) : null}
      {refunds ? <RefundChoice value={refundTo} onChange={setRefundTo} /> : null}
      <CancellationPolicyNote className="mt-4" />
    </ConfirmDialog>
  );
}
