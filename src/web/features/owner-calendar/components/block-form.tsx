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
import { useErrorText } from '../../../i18n/error-text';
import { usePlaceBlock } from '../api/calendar-changes';
import { blockProblemText } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';
import { CourtScopeField, scopedCourtId, type CourtScope } from './court-scope-field';
import { FormProblem } from './form-problem';
import { ReasonField } from './reason-field';

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
  const words = useCalendarWords();
  const { t } = words;
  const errorText = useErrorText();
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
      setProblem(blockProblemText(words, message));
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
      toast.success(t('toasts.blocked', { count: answer.blockIds.length }));
      onDone();
    } catch (error) {
      setProblem(errorText(error, t('block.failed')));
    }
  };

  const disabled = !!refusal || place.isPending;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label={t('block.title')}
    >
      <h3 className="text-base font-bold text-slate-900">{t('block.title')}</h3>
      {refusal ? <FormProblem tone="note">{refusal}</FormProblem> : null}
      <ReasonField
        label={t('reason.label')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        presets={BLOCK_REASONS.map((preset) => t(`reason.presets.${preset}`))}
        disabled={disabled}
      />
      {court ? (
        <CourtScopeField
          court={court}
          scope={scope}
          onChange={setScope}
          disabled={disabled}
          legend={t('block.on')}
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
          {t('block.repeat')}
        </label>
        {repeat ? (
          <label className="inline-flex items-center gap-2">
            {t('block.for')}
            <input
              type="number"
              min={2}
              max={MAX_REPEAT_WEEKS}
              value={weeks}
              disabled={disabled}
              onChange={(event) => setWeeks(Number(event.target.value))}
              aria-label={t('block.weeksLabel')}
              className="w-16 rounded-lg border border-slate-300 px-2 py-1.5 text-slate-900"
            />
            {t('block.weeksMost', { max: MAX_REPEAT_WEEKS })}
          </label>
        ) : null}
      </div>
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      <button type="submit" disabled={disabled} className={`${ACTION_PRIMARY} w-full`}>
        {place.isPending ? (
          <Spinner label={t('block.blocking')} className="size-4 text-white" />
        ) : null}
        {repeat ? t('block.forWeeks', { count: weeks }) : t('block.title')}
      </button>
    </form>
  );
}
