import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { bookingStatusLabel } from '../../../../shared/booking-status';
import { CancellationPolicyNote } from '../../../components/cancellation-policy-note';
import { PageTitle } from '../../../components/page-title';
import { SavedCopyNote } from '../../../components/saved-copy-note';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { BookingActionsBar } from './booking-actions-bar';
import { BookingFacts } from './booking-facts';
import { BookingHeader } from './booking-header';
import { BookingHistoryList } from './booking-history-list';
import { BookingPayersList } from './booking-payers-list';
import { gatePassReference } from '../../../../shared/attendance';
import { CheckInCode } from '../../../components/check-in-code';
import { MoveBookingPanel } from './move-booking-panel';
import { OpenGamePanel } from './open-game-panel';
import { PrintableReceipt } from './printable-receipt';
import { RainOutPanel } from './rain-out-panel';
import { ReviewPanel } from './review-panel';
import { SubscriptionSlotLinks } from './subscription-slot-links';
import { useBookingWords } from '../use-booking-words';

/**
 * The booking page once loaded: what, where, when, paid, what happened, what may be done.
 * `savedAt`: the booking is the copy saved on this device, shown offline (docs/decisions/060).
 */
export function BookingView({
  booking,
  justConfirmed,
  savedAt = null,
}: {
  booking: BookingDetail;
  justConfirmed: boolean;
  savedAt?: string | null;
}) {
  const { t } = useBookingWords();
  const now = useVenueNow();
  const zone = useVenueTimeZone();
  const status = bookingStatusLabel(booking, now);
  const [moving, setMoving] = useState(false);
  const changeTimeButton = useRef<HTMLButtonElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const rainOut = booking.rainOut;
  // A rained-out booking moves by its choice (docs/decisions/041), not by the reschedule.
  const rainOutMove = rainOut !== null && rainOut.choice === null;
  const showMovePanel = moving && (booking.actions.reschedule.allowed || rainOutMove);
  const pass = gatePassReference(booking, now) ? (
    <CheckInCode reference={booking.reference} />
  ) : null;
  // Offline the page is most likely opened at the gate: the pass comes first, under the note.
  const passFirst = savedAt !== null && pass !== null;

  return (
    <>
      <PageTitle title={t('page.bookingTitle', { reference: booking.reference })} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10 print:hidden">
        <Link
          to="/displaybookings"
          className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {t('page.yourBookings')}
        </Link>
        {savedAt ? <SavedCopyNote savedAt={savedAt} /> : null}
        {passFirst ? <div className="mx-auto max-w-sm">{pass}</div> : null}
        <BookingHeader
          booking={booking}
          status={status}
          justConfirmed={justConfirmed && booking.status === 'confirmed'}
          zone={zone}
        />
        {rainOut ? (
          <RainOutPanel
            booking={booking}
            rainOut={rainOut}
            timeZone={zone}
            moving={showMovePanel}
            onMove={() => setMoving((open) => !open)}
          />
        ) : null}

        {/* Phones read top to bottom: details, the new-time picker, then the rest. Wide screens
            put the rest beside the details and give the picker the full width under both. */}
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <BookingFacts booking={booking} zone={zone} headingRef={detailsHeading}>
              <BookingActionsBar
                booking={booking}
                now={now}
                moving={showMovePanel}
                changeTimeButton={changeTimeButton}
                onChangeTime={() => setMoving((open) => !open)}
                onCancelled={() => detailsHeading.current?.focus()}
              />
            </BookingFacts>
          </div>
          {showMovePanel ? (
            <div className="min-w-0 lg:col-span-2 lg:row-start-2">
              <MoveBookingPanel
                booking={booking}
                rainOut={rainOutMove ? rainOut : null}
                onClose={() => {
                  setMoving(false);
                  changeTimeButton.current?.focus();
                }}
                onMoved={() => {
                  setMoving(false);
                  detailsHeading.current?.focus();
                }}
              />
            </div>
          ) : null}
          <aside
            className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1"
            aria-label={t('page.more')}
          >
            {passFirst ? null : pass}
            <ReviewPanel booking={booking} />
            {booking.gameId || booking.actions.openGame.allowed ? (
              <OpenGamePanel booking={booking} />
            ) : null}
            {booking.payers.length > 1 ? <BookingPayersList payers={booking.payers} /> : null}
            <BookingHistoryList history={booking.history} zone={zone} />
            {booking.subscriptionSlots.length > 0 ? (
              <SubscriptionSlotLinks booking={booking} now={now} />
            ) : null}
            <CancellationPolicyNote />
          </aside>
        </div>
      </div>
      <PrintableReceipt booking={booking} zone={zone} />
    </>
  );
}
