import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { CalendarCourt, CalendarEntry } from '../../../../shared/api/owner-calendar-contract';
import { blockReasonProblem, normalizeBlockReason } from '../../../../shared/owner-blocks';
import { ACTION_DANGER, ACTION_QUIET } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatRupeeAmount } from '../../../utils/money';
import { useErrorText } from '../../../i18n/error-text';
import { useCancelOwnerBooking, useRemoveBlock } from '../api/calendar-changes';
import { entryTitle } from '../calendar-cells';
import { blockCourtsText, showsCourts } from '../calendar-courts';
import { cancelBookingQuestion, cancellationDone, rangeText } from '../calendar-wording';
import { blockProblemText } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';
import { VenueEntryActions } from '../../../components/venue-bookings/venue-entry-actions';
import { FormProblem } from './form-problem';
import { ReasonField } from './reason-field';

interface EntryPanelProps {
  turfId: string;
  /** The listing's courts in use: with more than one, the panel says which court. */
  courts: readonly CalendarCourt[];
  entry: CalendarEntry;
  /** The entry has started: it is history, shown but not changed. */
  started: boolean;
  /** False where the role may not cancel (the front desk, docs/decisions/066). */
  canCancel: boolean;
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
  const { turfId, courts, entry, started, canCancel, onDone } = props;
  const words = useCalendarWords();
  const { t } = words;
  const kind = t(`entryKind.${entry.kind}`);
  const where = showsCourts(courts)
    ? entry.kind === 'block'
      ? blockCourtsText(words, entry, courts)
      : entry.courtName
    : null;
  return (
    <div className="space-y-4" data-testid="calendar-entry-panel">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{kind}</p>
        <h3 className="text-base font-bold text-slate-900">{entryTitle(words, entry)}</h3>
        <p className="text-sm text-slate-700">{rangeText(words, entry)}</p>
        {where ? (
          <p className="text-sm font-medium text-slate-800" data-testid="calendar-entry-court">
            {entry.kind === 'block' ? t('entry.blockedOn', { courts: where }) : where}
          </p>
        ) : null}
      </div>
      {entry.kind === 'block' ? (
        <BlockActions {...props} />
      ) : (
        <dl className="divide-y divide-slate-100 text-sm">
          <Fact term={t('facts.customer')}>{entry.customer?.fullname ?? t('unknownUser')}</Fact>
          <Fact term={t('facts.phone')}>{entry.customer?.mobilenumber || t('entry.noPhone')}</Fact>
          <Fact term={t('facts.email')}>{entry.customer?.email || t('facts.noEmail')}</Fact>
          {entry.kind === 'booking' && !entry.venue ? (
            <>
              <Fact term={t('facts.paid')}>{formatRupeeAmount(entry.amountPaid)}</Fact>
              <Fact term={t('facts.reference')}>{entry.reference ?? '—'}</Fact>
              {entry.subscription ? (
                <Fact term={t('facts.partOf')}>{t('facts.subscription')}</Fact>
              ) : null}
            </>
          ) : null}
        </dl>
      )}
      {entry.kind === 'hold' ? (
        <p className="text-sm text-slate-700">{t('entry.holdNote')}</p>
      ) : null}
      {entry.venue ? (
        <VenueEntryActions turfId={turfId} entry={entry} canCancel={canCancel} onDone={onDone} />
      ) : entry.kind === 'booking' && !started && canCancel ? (
        <CancelBooking turfId={turfId} booking={entry} onDone={onDone} />
      ) : null}
    </div>
  );
}

function BlockActions({ turfId, entry, started, onDone }: EntryPanelProps) {
  const { t } = useCalendarWords();
  const errorText = useErrorText();
  const remove = useRemoveBlock(turfId);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (series: boolean) => {
    if (remove.isPending) return;
    try {
      const answer = await remove.mutateAsync({ blockId: entry.id, series });
      toast.success(t('toasts.blocksRemoved', { count: answer.removed }));
      onDone();
    } catch (error) {
      setProblem(errorText(error, t('removeBlock.failed')));
    }
  };
  return (
    <div className="space-y-3">
      {entry.groupSize > 1 ? (
        <p className="text-sm text-slate-700">
          {t('removeBlock.oneOf', { count: entry.groupSize })}
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
            {t('removeBlock.one')}
          </button>
          {entry.groupSize > 1 ? (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => void run(true)}
              className={ACTION_QUIET}
            >
              {t('removeBlock.series', { count: entry.groupSize })}
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
  const words = useCalendarWords();
  const { t } = words;
  const errorText = useErrorText();
  const cancel = useCancelOwnerBooking(turfId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const done = useRef(false);
  const question = cancelBookingQuestion(words, booking);

  const ask = () => {
    const message = blockReasonProblem(reason);
    setProblem(message && blockProblemText(words, message));
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
      toast.success(cancellationDone(words, answer, 'booking'));
      done.current = true;
      setAsking(false);
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <ReasonField
        label={t('cancelBooking.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
      />
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      <button type="button" onClick={ask} className={`${ACTION_DANGER} w-full`}>
        {t('cancelBooking.confirm')}
      </button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel={t('cancelBooking.confirm')}
        cancelLabel={t('cancelBooking.keep')}
        busy={cancel.isPending}
        error={cancel.error ? errorText(cancel.error, t('cancelBooking.failed')) : null}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        afterClose={() => {
          if (done.current) onDone();
        }}
      />
    </div>
  );
}
