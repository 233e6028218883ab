import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { CalendarCourt, CalendarEntry } from '../../../../shared/api/owner-calendar-contract';
import { blockReasonProblem, normalizeBlockReason } from '../../../../shared/owner-blocks';
import { ACTION_DANGER, ACTION_QUIET } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatRupeeAmount } from '../../../utils/money';
import { changeErrorText, useCancelOwnerBooking, useRemoveBlock } from '../api/calendar-changes';
import { entryTitle } from '../calendar-cells';
import { blockCourtsText, showsCourts } from '../calendar-courts';
import { cancelBookingQuestion, cancellationDone, rangeText } from '../calendar-wording';
import { VenueEntryActions } from '../../../components/venue-bookings/venue-entry-actions';
import { FormProblem } from './form-problem';
import { ReasonField } from './reason-field';

const CANCEL_FAILED =
  'The booking could not be cancelled. Please check your connection and try again.';
const REMOVE_FAILED = 'The block could not be removed. Please check your connection and try again.';

interface EntryPanelProps {
  turfId: string;
  /** The listing's courts in use: with more than one, the panel says which court. */
  courts: readonly CalendarCourt[];
  entry: CalendarEntry;
  /** The entry has started: it is history, shown but not changed. */
  started: boolean;
  onDone: () => void;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

/** One booking, hold or block: everything the calendar knows of it, and what the owner can do. */
export function EntryPanel(props: EntryPanelProps) {
  const { turfId, courts, entry, started, onDone } = props;
  const kind = { booking: 'Booking', hold: 'Paying now', block: 'Blocked' }[entry.kind];
  const where = showsCourts(courts)
    ? entry.kind === 'block'
      ? blockCourtsText(entry, courts)
      : entry.courtName
    : null;
  return (
    <div className="space-y-4" data-testid="calendar-entry-panel">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{kind}</p>
        <h3 className="text-base font-bold text-slate-900">{entryTitle(entry)}</h3>
        <p className="text-sm text-slate-700">{rangeText(entry)}</p>
        {where ? (
          <p className="text-sm font-medium text-slate-800" data-testid="calendar-entry-court">
            {entry.kind === 'block' ? `Blocked on: ${where}` : where}
          </p>
        ) : null}
      </div>
      {entry.kind === 'block' ? (
        <BlockActions {...props} />
      ) : (
        <dl className="divide-y divide-slate-100 text-sm">
          <Fact term="Customer">{entry.customer?.fullname ?? 'Unknown User'}</Fact>
          <Fact term="Phone">{entry.customer?.mobilenumber || 'No phone'}</Fact>
          <Fact term="Email">{entry.customer?.email || 'No email'}</Fact>
          {entry.kind === 'booking' && !entry.venue ? (
            <>
              <Fact term="Paid">{formatRupeeAmount(entry.amountPaid)}</Fact>
              <Fact term="Reference">{entry.reference ?? '—'}</Fact>
              {entry.subscription ? <Fact term="Part of">a subscription</Fact> : null}
            </>
          ) : null}
        </dl>
      )}
      {entry.kind === 'hold' ? (
        <p className="text-sm text-slate-700">
          A player is paying for this time right now. If the payment does not go through, the time
          frees itself within minutes.
        </p>
      ) : null}
      {entry.venue ? (
        <VenueEntryActions turfId={turfId} entry={entry} onDone={onDone} />
      ) : entry.kind === 'booking' && !started ? (
        <CancelBooking turfId={turfId} booking={entry} onDone={onDone} />
      ) : null}
    </div>
  );
}

function BlockActions({ turfId, entry, started, onDone }: EntryPanelProps) {
  const remove = useRemoveBlock(turfId);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (series: boolean) => {
    if (remove.isPending) return;
    try {
      const answer = await remove.mutateAsync({ blockId: entry.id, series });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      setProblem(changeErrorText(error, REMOVE_FAILED));
    }
  };
  return (
    <div className="space-y-3">
      {entry.groupSize > 1 ? (
        <p className="text-sm text-slate-700">
          One of {entry.groupSize} weekly blocks made together.
        </p>
      ) : null}
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      {started ? null : (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => void run(false)}
            className={ACTION_QUIET}
          >
            Remove block
          </button>
          {entry.groupSize > 1 ? (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => void run(true)}
              className={ACTION_QUIET}
            >
              Remove all {entry.groupSize} in this series
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function CancelBooking({
  turfId,
  booking,
  onDone,
}: {
  turfId: string;
  booking: CalendarEntry;
  onDone: () => void;
}) {
  const cancel = useCancelOwnerBooking(turfId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const done = useRef(false);
  const question = cancelBookingQuestion(booking);

  const ask = () => {
    const message = blockReasonProblem(reason);
    setProblem(message);
    if (!message) {
      cancel.reset();
      setAsking(true);
    }
  };
  const confirm = async () => {
    if (cancel.isPending) return;
    try {
      const answer = await cancel.mutateAsync({
        bookingId: booking.id,
        reason: normalizeBlockReason(reason),
      });
      toast.success(cancellationDone(answer));
      done.current = true;
      setAsking(false);
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <ReasonField
        label="Reason for cancelling"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
      />
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      <button type="button" onClick={ask} className={`${ACTION_DANGER} w-full`}>
        Cancel and refund
      </button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel="Cancel and refund"
        cancelLabel="Keep booking"
        busy={cancel.isPending}
        error={cancel.error ? changeErrorText(cancel.error, CANCEL_FAILED) : null}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        afterClose={() => {
          if (done.current) onDone();
        }}
      />
    </div>
  );
}
