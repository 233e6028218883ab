import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatPaise } from '../../shared/display-format';
import { PROMO_CODE_MAX_LENGTH } from '../../shared/promo-codes';
import type { PromoCodeState } from '../hooks/use-promo-code';
import { Spinner } from './spinner';

/**
 * The player's promo code on the booking summary and the subscription screen: a field and
 * Apply, then the code with what it takes off and Remove; any refusal in the server's words.
 */
export function PromoCodeField({ promo }: { promo: PromoCodeState }) {
  const { t } = useTranslation('booking-parts');
  const inputId = useId();
  const problemId = useId();
  if (promo.applied) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm ring-1 ring-emerald-200"
        data-testid="promo-applied"
      >
        <span className="text-emerald-900">
          <Trans
            t={t}
            i18nKey="promo.applied"
            values={{
              code: promo.applied.code,
              amount: formatPaise(promo.applied.discountPaise),
            }}
            components={{
              code: <span className="font-bold" />,
              amount: <span className="font-semibold whitespace-nowrap" />,
            }}
          />
        </span>
        <button
          type="button"
          onClick={promo.remove}
          className="font-semibold text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {t('promo.remove')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        promo.apply();
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {t('promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={promo.draft}
          onChange={(event) => promo.setDraft(event.target.value)}
          maxLength={PROMO_CODE_MAX_LENGTH + 10}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={promo.problem ? true : undefined}
          aria-describedby={promo.problem ? problemId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase focus:border-emerald-600 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
        />
        <button
          type="submit"
          disabled={promo.checking || promo.draft.trim() === ''}
          className="inline-flex items-center gap-2 rounded-lg bg-slate-800 px-4 py-2 font-semibold text-white transition hover:bg-slate-900 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          {promo.checking ? (
            <Spinner label={t('promo.checking')} className="size-4 text-white" />
          ) : null}
          {t('promo.apply')}
        </button>
      </div>
      {promo.problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {promo.problem}
        </p>
      ) : null}
    </form>
  );
}
