import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creditToUse } from '../../shared/credit-spend';
import { formatPaise } from '../../shared/display-format';
import { rupeesToPaise } from '../../shared/pricing';
import { useCredit } from '../queries/my-credit';

// "Use my TurfBook credit" on the booking summary and the subscription planner (docs/decisions/
// 040): offered when the player has some; shows what credit covers and what is left for the card
// or UPI. The server takes the same share (shared/credit-spend) and is the one that counts.

export interface CreditChoiceState {
  /** Paise in the balance (0 until it is known). */
  availablePaise: number;
  useCredit: boolean;
  setUseCredit: (use: boolean) => void;
  /** What credit pays of the price when ticked, paise. */
  creditPaise: number;
  /** Credit pays it all: no card step. */
  allCredit: boolean;
}

/** `enabled`: only a logged-in player has a balance to ask for. */
export function useCreditChoice(pricePaise: number, enabled = true): CreditChoiceState {
  const credit = useCredit(enabled);
  const [useIt, setUseIt] = useState(false);
  const availablePaise = rupeesToPaise(credit.data?.balance ?? '0') ?? 0;
  const on = useIt && availablePaise > 0 && pricePaise > 0;
  const creditPaise = on ? creditToUse(availablePaise, pricePaise) : 0;
  return {
    availablePaise,
    useCredit: on,
    setUseCredit: setUseIt,
    creditPaise,
    allCredit: on && creditPaise === pricePaise,
  };
}

export function CreditChoice({
  choice,
  pricePaise,
}: {
  choice: CreditChoiceState;
  pricePaise: number;
}) {
  const { t } = useTranslation('booking-parts');
  if (choice.availablePaise <= 0) return null;
  return (
    <div
      className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50/60 px-4 py-3"
      data-testid="credit-choice"
    >
      <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-5 rounded border-slate-300 text-emerald-700 focus:ring-emerald-500"
          checked={choice.useCredit}
          onChange={(event) => choice.setUseCredit(event.target.checked)}
        />
        {t('credit.use', { amount: formatPaise(choice.availablePaise) })}
      </label>
      {choice.useCredit ? (
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">{t('credit.paidWithCredit')}</dt>
            <dd className="font-medium text-emerald-700" data-testid="credit-covers">
              −{formatPaise(choice.creditPaise)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-600">{t('credit.leftToPay')}</dt>
            <dd className="font-semibold text-slate-900" data-testid="credit-left">
              {formatPaise(pricePaise - choice.creditPaise)}
            </dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
