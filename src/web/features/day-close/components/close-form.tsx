import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  DAY_CLOSE_MESSAGES,
  cashDifference,
  checkCloseNote,
  paiseToRupeeText,
  parseCountedCash,
} from '../../../../shared/day-close';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useCloseDay } from '../../../queries/day-close';
import { formatRupeeAmount } from '../../../utils/money';

// Closing the day (decision 066): the cash counted, checked by the shared rules as it is typed,
// the difference against the cash taken shown before anything is sent, and a note when it differs.

type Problem = keyof typeof DAY_CLOSE_MESSAGES;

function problemKey(sentence: string): Problem {
  const found = Object.entries(DAY_CLOSE_MESSAGES).find(([, text]) => text === sentence);
  return (found?.[0] ?? 'countedInvalid') as Problem;
}

interface CloseFormProps {
  turfId: string;
  date: string;
  /** The cash the desk took, rupees as text. */
  expectedCash: string;
}

export function CloseForm({ turfId, date, expectedCash }: CloseFormProps) {
  const { t } = useTranslation('day-close');
  const errorText = useErrorText();
  const closeDay = useCloseDay(turfId);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  const expected = parseCountedCash(expectedCash);
  const read = counted.trim() === '' ? null : parseCountedCash(counted);
  const difference =
    read && 'paise' in read && 'paise' in expected
      ? cashDifference(read.paise, expected.paise)
      : null;
  const countedProblem =
    read === null
      ? tried
        ? t('problems.countedInvalid')
        : undefined
      : 'problem' in read
        ? t(`problems.${problemKey(read.problem)}`)
        : undefined;
  const noteCheck = checkCloseNote(note, difference ?? 0);
  const noteProblem =
    tried && 'problem' in noteCheck ? t(`problems.${problemKey(noteCheck.problem)}`) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!read || 'problem' in read || 'problem' in noteCheck) return;
    closeDay.mutate(
      { date, counted: { cash: paiseToRupeeText(read.paise) }, note: noteCheck.note },
      {
        onSuccess: () => toast.success(t('toasts.closed')),
        onError: (error) => toast.error(errorText(error, t('toasts.failed'))),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="close-heading"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="close-heading" className="text-lg font-bold text-slate-900">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('form.intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.counted')}
          inputMode="decimal"
          autoComplete="off"
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
          error={countedProblem}
          data-testid="counted-input"
        />
        <div className="self-end pb-1 text-sm" aria-live="polite" data-testid="difference-preview">
          {difference === null ? null : difference === 0 ? (
            <span className="font-semibold text-emerald-700">{t('form.even')}</span>
          ) : difference < 0 ? (
            <span className="font-semibold text-red-700">
              {t('form.short', { amount: formatRupeeAmount(paiseToRupeeText(-difference)) })}
            </span>
          ) : (
            <span className="font-semibold text-amber-800">
              {t('form.over', { amount: formatRupeeAmount(paiseToRupeeText(difference)) })}
            </span>
          )}
        </div>
      </div>
      <TextareaField
        className="mt-4"
        label={difference ? t('form.noteNeeded') : t('form.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteProblem}
        data-testid="note-input"
      />
      <button type="submit" disabled={closeDay.isPending} className={`${PRIMARY_BUTTON} mt-4`}>
        {closeDay.isPending ? t('form.closing') : t('form.close')}
      </button>
    </form>
  );
}
