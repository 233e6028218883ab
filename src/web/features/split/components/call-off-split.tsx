import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { ACTION_DANGER } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCallOffSplit } from '../api/split-actions';
import { useErrorText } from '../../../i18n/error-text';
import { callOffQuestion } from '../split-wording';

/**
 * The booker's way out of a split still collecting (docs/decisions/044): after a question that
 * says what goes back, the slot is let go and every paid share goes back in full.
 */
export function CallOffSplit({ split }: { split: SplitAnswer }) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const callOff = useCallOffSplit(split.splitId);
  const question = callOffQuestion(t, split);
  return (
    <section aria-labelledby="call-off-heading" className="mt-6 border-t border-slate-100 pt-4">
      <h2 id="call-off-heading" className="font-bold text-slate-900">
        {t('callOff.heading')}
      </h2>
      <button
        type="button"
        className={`${ACTION_DANGER} mt-3 w-full sm:w-auto`}
        onClick={() => {
          callOff.reset();
          setAsking(true);
        }}
      >
        {t('callOff.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel={t('callOff.confirm')}
        cancelLabel={t('callOff.keep')}
        busy={callOff.isPending}
        error={callOff.isError ? errorText(callOff.error) : null}
        onConfirm={() => callOff.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
