import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { CalendarCourt, CalendarEntry } from '../../../../shared/api/owner-calendar-contract';
import { blockReasonProblem, normalizeBlockReason } from '../../../../shared/owner-blocks';
import type { TimeRange } from '../../../../shared/slots';
import { ACTION_DANGER } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiRequestError } from '../../../lib/api-client';
import { useErrorText } from '../../../i18n/error-text';
import { useCancelRange } from '../api/calendar-changes';
import { useRainOutPreview } from '../api/rain-out-preview';
import {
  cancellationDone,
  paidTotal,
  rainOutLine,
  rainOutQuestion,
  rainOutVenueLine,
} from '../calendar-wording';
import { blockProblemText } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';
import { CourtScopeField, scopedCourtId, type CourtScope } from './court-scope-field';
import { FormProblem } from './form-problem';
import { ReasonField } from './reason-field';

interface RainOutFormProps {
  turfId: string;
  /** The court the range was picked on (null: a listing of one court). */
  court: CalendarCourt | null;
  range: TimeRange;
  /** The paid bookings in the range, as the calendar shows them. */
  bookings: readonly CalendarEntry[];
  refusal: string | null;
  onDone: () => void;
}

/**
 * "Rain-out": every paid booking in the range is cancelled, each player choosing credit, a free move
 * or a refund (docs/decisions/041), and the range is blocked. Before anything is sent, a dialog
 * lists the bookings it will cancel, each with its player, time and what they paid, as the server
 * reads them at that moment.
 */
export function RainOutForm(props: RainOutFormProps) {
  const { turfId, court, range, bookings, refusal, onDone } = props;
  const words = useCalendarWords();
  const { t } = words;
  const errorText = useErrorText();
  const cancel = useCancelRange(turfId);
  const [scope, setScope] = useState<CourtScope>('court');
  const courtId = scopedCourtId(court, scope);
  const [reason, setReason] = useState(() => t('rainOut.defaultReason'));
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // The panel goes once the dialog has closed (and handed focus back), not under it.
  const done = useRef(false);
  const preview = useRainOutPreview(turfId, range, courtId, asking);
  // While it is being asked (again), the dialog says so rather than show an older answer.
  const shown = preview.isFetching ? null : (preview.data ?? null);
  const question = rainOutQuestion(words, range, shown);
  const previewError = preview.isError
    ? errorText(preview.error, t('rainOut.previewFailed'))
    : null;

  const ask = () => {
    const message = blockReasonProblem(reason);
    setProblem(message && blockProblemText(words, message));
    if (!message) {
      cancel.reset();
      setAsking(true);
    }
  };

  const confirm = async () => {
    if (cancel.isPending || !shown) return;
    try {
      const answer = await cancel.mutateAsync({
        ...range,
        reason: normalizeBlockReason(reason),
        courtId,
        // The server cancels nothing if the range holds a booking the owner was not shown.
        shownBookings: shown.bookings.map((booking) => booking._id),
      });
      toast.success(cancellationDone(words, answer, 'rainOut'));
      done.current = true;
      setAsking(false);
    } catch (error) {
      // Shown inside the dialog: the owner may try again or step back. A refusal because the
      // bookings changed shows the list as it is now.
      if (isApiRequestError(error) && error.status === 409) void preview.refetch();
    }
  };

  return (
    <section aria-labelledby="rain-out-heading" className="space-y-4">
      <h3 id="rain-out-heading" className="text-base font-bold text-slate-900">
        {t('rainOut.heading')}
      </h3>
      <p className="text-sm text-slate-700">
        {court && scope === 'venue'
          ? t('rainOut.introVenue')
          : court
            ? t('rainOut.introCourt', {
                count: bookings.length,
                court: court.name,
                amount: paidTotal(bookings),
              })
            : t('rainOut.intro', { count: bookings.length, amount: paidTotal(bookings) })}
      </p>
      {court ? (
        <CourtScopeField
          court={court}
          scope={scope}
          onChange={setScope}
          disabled={!!refusal}
          legend={t('rainOut.on')}
        />
      ) : null}
      {refusal ? <FormProblem tone="note">{refusal}</FormProblem> : null}
      <ReasonField
        label={t('cancelBooking.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        disabled={!!refusal}
      />
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      <button
        type="button"
        disabled={!!refusal}
        onClick={ask}
        className={`${ACTION_DANGER} w-full`}
      >
        {court && scope === 'venue'
          ? t('rainOut.cancelEveryCourt')
          : t('rainOut.cancelCount', { count: bookings.length })}
      </button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel={shown?.bookings.length === 0 ? t('rainOut.blockTime') : t('rainOut.confirm')}
        cancelLabel={shown?.bookings.length === 0 ? t('rainOut.goBack') : t('rainOut.keep')}
        busy={cancel.isPending}
        confirmDisabled={!shown}
        error={cancel.error ? errorText(cancel.error, t('rainOut.failed')) : previewError}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        afterClose={() => {
          if (done.current) onDone();
        }}
      >
        {shown && shown.bookings.length > 0 ? (
          <ul
            aria-label={t('rainOut.listLabel')}
            className="mt-3 max-h-60 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm"
          >
            {shown.bookings.map((booking) => {
              const line = rainOutLine(words, booking);
              return (
                <li key={booking._id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
                  <span className="font-medium text-slate-900">{line.player}</span>
                  <span className="text-slate-700">{line.time}</span>
                  <span className="w-full text-slate-700">{line.refund}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {shown && shown.venueBookings.length > 0 ? (
          <ul
            aria-label={t('rainOut.venueListLabel')}
            className="mt-3 max-h-40 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm"
          >
            {shown.venueBookings.map((booking) => {
              const line = rainOutVenueLine(words, booking);
              return (
                <li key={booking._id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
                  <span className="font-medium text-slate-900">{line.customer}</span>
                  <span className="text-slate-700">{line.time}</span>
                  <span className="w-full text-slate-700">{t('rainOut.nothingToRefund')}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className="mt-3 text-sm text-slate-700">
          {t('rainOut.reason', { reason: normalizeBlockReason(reason) })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
