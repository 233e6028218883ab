import { useState, type RefObject } from 'react';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { bookingHasEnded } from '../../../../shared/booking-status';
import type { LocalMoment } from '../../../../shared/slots';
import { ACTION_DANGER, ACTION_QUIET, ACTION_SECONDARY } from '../../../components/action-styles';
import { bookingPath } from '../api/booking-detail';
import { BookingDocuments } from './booking-documents';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { reasonText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

interface BookingActionsBarProps {
  booking: BookingDetail;
  now: LocalMoment;
  moving: boolean;
  changeTimeButton: RefObject<HTMLButtonElement | null>;
  onChangeTime: () => void;
  onCancelled: () => void;
}

/**
 * What the player may do with the booking, as the server judged it (actions): change its time,
 * cancel it; and, any time, add it to a calendar or print the receipt. When a change is not
 * allowed, the reason says why (moved once already, too close to the start).
 */
export function BookingActionsBar({
  booking,
  now,
  moving,
  changeTimeButton,
  onChangeTime,
  onCancelled,
}: BookingActionsBarProps) {
  const { t } = useBookingWords();
  const [cancelling, setCancelling] = useState(false);
  const { cancel, reschedule } = booking.actions;
  const live = booking.status === 'confirmed';
  const upcoming = live && !bookingHasEnded(booking, now);
  const reasons = live
    ? [reschedule.allowed ? null : reschedule.reason, cancel.allowed ? null : cancel.reason]
    : [];

  return (
    <div className="mt-6 border-t border-slate-100 pt-5 print:hidden">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {reschedule.allowed ? (
          <button
            ref={changeTimeButton}
            type="button"
            aria-expanded={moving}
            aria-controls="move-booking-panel"
            onClick={onChangeTime}
            className={ACTION_SECONDARY}
          >
            {t('actions.changeTime')}
          </button>
        ) : null}
        {cancel.allowed ? (
          <button type="button" onClick={() => setCancelling(true)} className={ACTION_DANGER}>
            {t('actions.cancel')}
          </button>
        ) : null}
        {upcoming ? (
          <a
            href={`${bookingPath(booking._id)}/calendar.ics`}
            download={`${booking.reference}.ics`}
            className={ACTION_QUIET}
          >
            {t('actions.calendar')}
          </a>
        ) : null}
        <button type="button" onClick={() => window.print()} className={ACTION_QUIET}>
          {t('actions.print')}
        </button>
      </div>
      <BookingDocuments booking={booking} />
      {reasons.some(Boolean) ? (
        <ul className="mt-4 space-y-1 text-sm text-slate-700" data-testid="action-reasons">
          {[...new Set(reasons.filter(Boolean))].map((reason) => (
            <li key={reason}>{reasonText(t, reason!)}</li>
          ))}
        </ul>
      ) : null}
      <CancelBookingDialog
        booking={booking}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={onCancelled}
      />
    </div>
  );
}
