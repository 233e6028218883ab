import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  BLOCK_REASONS,
  MAX_REPEAT_WEEKS,
  blockReasonProblem,
  normalizeBlockReason,
  repeatWeeksProblem,
} from '../../../../shared/owner-blocks';
import type { CalendarCourt } from '../../../../shared/api/owner-calendar-contract';
import type { TimeRange } from '../../../../shared/slots';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { changeErrorText, usePlaceBlock } from '../api/calendar-changes';
import { CourtScopeField, scopedCourtId, type CourtScope } from './court-scope-field';
import { FormProblem } from './form-problem';
import { ReasonField } from './reason-field';

const BLOCK_FAILED = 'The time could not be blocked. Please check your connection and try again.';

interface BlockFormProps {
  turfId: string;
  /** The court the range was picked on (null: a listing of one court). */
  court: CalendarCourt | null;
  range: TimeRange;
  /** Why this range cannot be blocked as it is (a booking in it, the past…), or null. */
  refusal: string | null;
  onDone: () => void;
}

/**
 * "Block this time": a reason, optionally the same time every week for a few weeks, and with
 * courts, on the court picked on or on every court.
 */
export function BlockForm({ turfId, court, range, refusal, onDone }: BlockFormProps) {
  const place = usePlaceBlock(turfId);
  const [scope, setScope] = useState<CourtScope>('court');
  const [reason, setReason] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [weeks, setWeeks] = useState(4);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending) return;
    const repeatWeeks = repeat ? weeks : 1;
    const message = blockReasonProblem(reason) ?? repeatWeeksProblem(repeatWeeks);
    if (message) {
      setProblem(message);
      return;
    }
    setProblem(null);
    try {
      const answer = await place.mutateAsync({
        ...range,
        reason: normalizeBlockReason(reason),
        repeatWeeks,
        courtId: scopedCourtId(court, scope),
      });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      setProblem(changeErrorText(error, BLOCK_FAILED));
    }
  };

  const disabled = !!refusal || place.isPending;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Block this time"
    >
      <h3 className="text-base font-bold text-slate-900">Block this time</h3>
      {refusal ? <FormProblem tone="note">{refusal}</FormProblem> : null}
      <ReasonField
        label="Reason"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        presets={BLOCK_REASONS}
        disabled={disabled}
      />
      {court ? (
        <CourtScopeField
          court={court}
          scope={scope}
          onChange={setScope}
          disabled={disabled}
          legend="Block on"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-800">
        <label className="inline-flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={repeat}
            disabled={disabled}
            onChange={(event) => setRepeat(event.target.checked)}
            className="size-4 accent-emerald-700"
          />
          Repeat weekly
        </label>
        {repeat ? (
          <label className="inline-flex items-center gap-2">
            for
            <input
              type="number"
              min={2}
              max={MAX_REPEAT_WEEKS}
              value={weeks}
              disabled={disabled}
              onChange={(event) => setWeeks(Number(event.target.value))}
              aria-label="Number of weeks"
              className="w-16 rounded-lg border border-slate-300 px-2 py-1.5 text-slate-900"
            />
            weeks (at most {MAX_REPEAT_WEEKS})
          </label>
        ) : null}
      </div>
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      <button type="submit" disabled={disabled} className={`${ACTION_PRIMARY} w-full`}>
        {place.isPending ? <Spinner label="Blocking" className="size-4 text-white" /> : null}
        {repeat ? `Block for ${weeks} weeks` : 'Block this time'}
      </button>
    </form>
  );
}
