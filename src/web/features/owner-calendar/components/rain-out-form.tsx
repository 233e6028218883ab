import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { CalendarEntry } from '../../../../shared/api/owner-calendar-contract';
import { blockReasonProblem, normalizeBlockReason } from '../../../../shared/owner-blocks';
import type { TimeRange } from '../../../../shared/slots';
import { ACTION_DANGER } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { changeErrorText, useCancelRange } from '../api/calendar-changes';
import { bookingCount, cancellationDone, paidTotal, rainOutQuestion } from '../calendar-wording';
import { FormProblem } from './form-problem';
import { ReasonField } from './reason-field';

const RAIN_OUT_FAILED =
  'The bookings could not be cancelled. Please check your connection and try again.';

interface RainOutFormProps {
  turfId: string;
  range: TimeRange;
  /** The paid bookings in the range, as the calendar shows them. */
  bookings: readonly CalendarEntry[];
  refusal: string | null;
  onDone: () => void;
}

/**
 * "Rain-out": every paid booking in the range is cancelled and refunded in full, and the range is
 * blocked. A dialog says how many bookings and how much money before anything is sent.
 */
export function RainOutForm({ turfId, range, bookings, refusal, onDone }: RainOutFormProps) {
  const cancel = useCancelRange(turfId);
  const [reason, setReason] = useState('Rain');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // The panel goes once the dialog has closed (and handed focus back), not under it.
  const done = useRef(false);
  const question = rainOutQuestion(range, bookings);

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
      const answer = await cancel.mutateAsync({ ...range, reason: normalizeBlockReason(reason) });
      toast.success(cancellationDone(answer));
      done.current = true;
      setAsking(false);
    } catch {
      // Shown inside the dialog: the owner may try again or step back.
    }
  };

  return (
    <section aria-labelledby="rain-out-heading" className="space-y-4">
      <h3 id="rain-out-heading" className="text-base font-bold text-slate-900">
        Rain-out
      </h3>
      <p className="text-sm text-slate-700">
        Cancel the {bookingCount(bookings.length)} in this time, refund {paidTotal(bookings)} in
        full, and block the time.
      </p>
      {refusal ? <FormProblem tone="note">{refusal}</FormProblem> : null}
      <ReasonField
        label="Reason for cancelling"
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
        Cancel {bookingCount(bookings.length)} and refund
      </button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel="Cancel and refund"
        cancelLabel="Keep bookings"
        busy={cancel.isPending}
        error={cancel.error ? changeErrorText(cancel.error, RAIN_OUT_FAILED) : null}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        afterClose={() => {
          if (done.current) onDone();
        }}
      >
        <p className="mt-3 text-sm text-slate-700">Reason: {normalizeBlockReason(reason)}</p>
      </ConfirmDialog>
    </section>
  );
}
