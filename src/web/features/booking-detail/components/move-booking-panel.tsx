import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { RefundDestination } from '../../../../shared/credit';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { rainOutMoveProblem, type RainOutChoiceView } from '../../../../shared/rain-out-choice';
import { addDays, dateRange } from '../../../../shared/time';
import { takenRanges } from '../../../../shared/availability';
import {
  courtsOfTurf,
  defaultCourtChoice,
  unavailableRanges,
} from '../../../../shared/court-availability';
import { EMPTY_SELECTION, selectSlot, type Selection } from '../../../../shared/slot-selection';
import { bookingDays } from '../../../../shared/slot-request';
import { timeLabel } from '../../../../shared/slots';
import { ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { AvailabilityGrid } from '../../../components/availability-grid/availability-grid';
import { GridLegend } from '../../../components/availability-grid/grid-legend';
import { Spinner } from '../../../components/spinner';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useErrorText } from '../../../i18n/error-text';
import { useTurf, useTurfAvailability } from '../../../queries/turf-detail';
import { isMovePayment, useRainOutChoice, useRescheduleBooking } from '../api/change-booking';
import { useMoveQuote } from '../api/move-quote';
import { moveCheckout } from '../move-checkout';
import { saveCheckoutState } from '../../../lib/payments/payment-session';
import { tabStorage } from '../../../lib/payments/payment-session';
import { MoveQuoteLine } from './move-quote-line';
import { answerText, slotText, type Words } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';
import { bookingRange, moveProblem, selectedRange, takenByOthers } from '../move-selection';

function describe({ t, dates }: Words, selection: Selection): string {
  const { start, end } = selection;
  if (!start) return t('move.pickStart');
  const day = dates.date(start.date);
  if (!end) return t('move.pickEnd', { day, time: timeLabel(start.minutes) });
  const times = { day, start: timeLabel(start.minutes), end: timeLabel(end.minutes) };
  return end.date === start.date
    ? t('move.newTime', times)
    : t('move.newTimeOvernight', { ...times, endDay: dates.date(end.date) });
}

interface MoveBookingPanelProps {
  booking: BookingDetail;
  onClose: () => void;
  onMoved: () => void;
  /**
   * A rained-out booking's free move (docs/decisions/041): any free time up to its last day, a
   * week at a time, sent as the rain-out's choice; its own (rained-out) time is blocked.
   */
  rainOut?: RainOutChoiceView | null;
}

const WEEK = 7;

/**
 * "Pick a new time": the turf's 7-day grid with this booking shown as "Your booking", the grid's
 * click rules, and the reschedule rules checked before "Move booking" sends anything.
 */
export function MoveBookingPanel({ booking, onClose, onMoved, rainOut }: MoveBookingPanelProps) {
  const words = useBookingWords();
  const { t, dates } = words;
  const errorText = useErrorText();
  const now = useVenueNow();
  const [week, setWeek] = useState(0);
  const lastDay = rainOut ? rainOut.moveUntil : null;
  const days = lastDay
    ? dateRange(addDays(now.date, week * WEEK), WEEK).filter((day) => day <= lastDay)
    : bookingDays(now.date);
  const moreWeeks = lastDay !== null && addDays(now.date, (week + 1) * WEEK) <= lastDay;
  const availability = useTurfAvailability(booking.turf._id, days[0]!, days.at(-1)!);
  // The booking's answer does not carry the turf's opening hours: its page's answer does. If it
  // cannot be had (an unlisted turf), the grid follows the default and the server still judges.
  const turfQuery = useTurf(booking.turf._id, null);
  const openingHours = turfQuery.data?.openingHours ?? null;
  const reschedule = useRescheduleBooking(booking);
  const choose = useRainOutChoice(booking);
  const move = rainOut ? choose : reschedule;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  // A message belongs to the selection it was about; picking again clears it.
  const [problem, setProblem] = useState<{ selection: Selection; message: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const [refundTo, setRefundTo] = useState<RefundDestination>('source');
  // What the picked time costs or gives back, asked before the player confirms (decision 053).
  const picked = selectedRange(selection);
  const target = picked
    ? {
        bookingDate: picked.date,
        startTime: timeLabel(picked.start),
        endTime: timeLabel(picked.end),
      }
    : null;
  const quote = useMoveQuote(booking._id, target);
  const toPay = quote.data?.kind === 'pay' ? quote.data.difference : null;

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const own = bookingRange(rainOut ? rainOut.rainedOut : booking);
  if (!own || days.length === 0) return null;
  // At a venue with courts, Booked where no court is free once this booking has left its own.
  const courts = turfQuery.data ? courtsOfTurf(turfQuery.data) : null;
  const taken = unavailableRanges(
    courts,
    // A rained-out booking's own time is blocked now, not its own to overlap.
    rainOut
      ? takenRanges(availability.data ?? [])
      : takenByOthers(takenRanges(availability.data ?? []), own),
    days,
    defaultCourtChoice(
      courts,
      turfQuery.data?.sports_type ?? 'football',
      turfQuery.data?.openingHours ?? null,
    ),
  );
  const shownProblem = problem?.selection === selection ? problem.message : null;

  const submit = async () => {
    if (move.isPending) return;
    const message = moveProblem(
      selection,
      own,
      taken,
      now,
      openingHours,
      rainOut ? rainOutMoveProblem : undefined,
    );
    if (message) {
      setProblem({ selection, message });
      return;
    }
    const target = selectedRange(selection)!;
    try {
      const slot = {
        bookingDate: target.date,
        startTime: timeLabel(target.start),
        endTime: timeLabel(target.end),
      };
      const money = { ...(toPay ? { payDifference: true } : {}), refundTo };
      const answer = rainOut
        ? await choose.mutateAsync({ choice: 'move', slot, ...money })
        : await reschedule.mutateAsync({ ...slot, ...money });
      if (isMovePayment(answer)) {
        // The difference is paid through the checkout; the booking moves once it is paid.
        const checkout = moveCheckout(answer, booking, slot);
        saveCheckoutState(tabStorage(), checkout);
        void navigate('/checkout', { state: checkout });
        return;
      }
      toast.success(answer.message ? answerText(t, answer.message) : t('move.done'));
      onMoved();
    } catch (error) {
      // A 409 (taken meanwhile) refreshed the grid already (the mutation refreshes availability).
      setProblem({ selection, message: errorText(error, t('move.failed')) });
    }
  };

  return (
    <section
      id="move-booking-panel"
      aria-labelledby="move-booking-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-sky-200 sm:p-6 print:hidden"
    >
      <div>
        <h2
          id="move-booking-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 outline-none"
        >
          {rainOut ? t('move.headingRainOut') : t('move.heading')}
        </h2>
        {rainOut ? (
          <p className="mt-1 text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="move.introRainOut"
              values={{
                slot: slotText(words, rainOut.rainedOut),
                until: dates.date(rainOut.moveUntil),
              }}
              components={{ slot: <span className="font-semibold" /> }}
            />
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey="move.intro"
                values={{ slot: slotText(words, booking) }}
                components={{ slot: <span className="font-semibold" /> }}
              />
            </p>
            <p className="mt-1 text-sm text-slate-700" data-testid="move-keeps-price">
              {t('move.keepsPrice')}
            </p>
          </>
        )}
      </div>
      {rainOut ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <button
            type="button"
            onClick={() => setWeek((current) => current - 1)}
            disabled={week === 0}
            className={`${ACTION_QUIET} shrink-0 whitespace-nowrap`}
          >
            {t('move.earlier')}
          </button>
          <span className="text-center font-medium text-slate-800">
            {t('move.week', { from: dates.date(days[0]!), to: dates.date(days.at(-1)!) })}
          </span>
          <button
            type="button"
            onClick={() => setWeek((current) => current + 1)}
            disabled={!moreWeeks}
            className={`${ACTION_QUIET} shrink-0 whitespace-nowrap`}
          >
            {t('move.later')}
          </button>
        </div>
      ) : null}
      <GridLegend showOwnBooking={!rainOut} openingHours={openingHours} />
      {availability.isPending || turfQuery.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('move.loading')} />
        </div>
      ) : availability.isError && !availability.data ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('move.loadFailed')}{' '}
          <button
            type="button"
            onClick={() => void availability.refetch()}
            className="font-semibold underline"
          >
            {t('move.tryAgain')}
          </button>
        </p>
      ) : (
        <AvailabilityGrid
          days={days}
          now={now}
          taken={taken}
          ownBooking={rainOut ? null : own}
          openingHours={openingHours}
          selection={selection}
          onPick={(slot) => setSelection((current) => selectSlot(current, slot))}
          caption={t('move.caption', { turf: booking.turf.name })}
        />
      )}
      <p className="text-sm text-slate-800" aria-live="polite" data-testid="move-selection">
        {describe(words, selection)}
      </p>
      {target ? <MoveQuoteLine quote={quote} refundTo={refundTo} onRefundTo={setRefundTo} /> : null}
      {shownProblem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {shownProblem}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => void submit()}
          disabled={move.isPending}
          aria-busy={move.isPending || undefined}
          className={ACTION_PRIMARY}
        >
          {move.isPending ? (
            <Spinner label={t('move.moving')} className="size-4 text-white" />
          ) : null}
          {toPay ? t('move.payAndMove', { amount: toPay }) : t('move.submit')}
        </button>
        <button type="button" onClick={onClose} disabled={move.isPending} className={ACTION_QUIET}>
          {rainOut ? t('move.backToChoices') : t('move.keep')}
        </button>
      </div>
    </section>
  );
}
