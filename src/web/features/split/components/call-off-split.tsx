import { useState } from 'react';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { ACTION_DANGER } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCallOffSplit } from '../api/split-actions';
import { callOffQuestion, failureText } from '../split-wording';

/**
 * The booker's way out of a split still collecting (docs/decisions/044): after a question that
 * says what goes back, the slot is let go and every paid share goes back in full.
 */
export function CallOffSplit({ split }: { split: SplitAnswer }) {
  const [asking, setAsking] = useState(false);
  const callOff = useCallOffSplit(split.splitId);
  const question = callOffQuestion(split);
  return (
    <section aria-labelledby="call-off-heading" className="mt-6 border-t border-slate-100 pt-4">
      <h2 id="call-off-heading" className="font-bold text-slate-900">
        Not playing after all?
      </h2>
      <button
        type="button"
        className={`${ACTION_DANGER} mt-3 w-full sm:w-auto`}
        onClick={() => {
          callOff.reset();
          setAsking(true);
        }}
      >
        Call off this split
      </button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel="Call off split"
        cancelLabel="Keep collecting"
        busy={callOff.isPending}
        error={callOff.isError ? failureText(callOff.error) : null}
        onConfirm={() => callOff.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
