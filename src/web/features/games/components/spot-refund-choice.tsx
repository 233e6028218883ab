import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDetail } from '../../../queries/games';
import { useErrorText } from '../../../i18n/error-text';
import { formatRupeeAmount } from '../../../utils/money';
import { gameMessageText } from '../game-wording';
import { useSpotRefundTo } from '../api/game-actions';

type You = NonNullable<GameDetail['you']>;

/**
 * Where a joined player's spot goes back if the game is called off (by its organizer, or the
 * venue's cancel or rain-out: docs/decisions/045), changeable while they hold the spot.
 */
export function SpotRefundChoice({ gameId, you }: { gameId: string; you: You }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const choose = useSpotRefundTo(gameId);
  // What the player just picked shows at once; a refusal puts back what the server holds.
  const [picked, setPicked] = useState<You['refundTo'] | null>(null);
  const chosen = picked ?? you.refundTo;
  const options = [
    { value: 'source', label: t('spotRefund.source') },
    { value: 'credit', label: t('spotRefund.credit') },
  ] as const;
  return (
    <fieldset className="mt-4 rounded-xl border border-slate-200 px-4 py-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('spotRefund.legend', { amount: formatRupeeAmount(you.amount) })}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="spot-refund-to"
              value={option.value}
              checked={chosen === option.value}
              disabled={choose.isPending}
              onChange={() => {
                setPicked(option.value);
                choose.mutate(option.value, { onError: () => setPicked(null) });
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {choose.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(choose.error)}
        </p>
      ) : choose.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {gameMessageText(t, choose.data.message)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How a spot that went back went: in full, to credit or to the card (pending until made). */
export function spotRefundText(t: TFunction, you: You): string {
  const amount = formatRupeeAmount(you.amount);
  if (you.refundTo === 'credit') return t('games:spotRefund.toCredit', { amount });
  return you.refundPending
    ? t('games:spotRefund.pending', { amount })
    : t('games:spotRefund.done', { amount });
}
