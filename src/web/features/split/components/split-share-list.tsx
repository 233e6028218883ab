import { useTranslation } from 'react-i18next';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { ACTION_DANGER } from '../../../components/action-styles';
import { formatRupeeAmount } from '../../../utils/money';
import { shareName, shareReturnText, shareStatusText } from '../split-wording';

const TONE = {
  paid: 'bg-emerald-100 text-emerald-900',
  unpaid: 'bg-amber-100 text-amber-900',
  refunded: 'bg-sky-100 text-sky-900',
} as const;

/** Every share: its amount, who paid it; the booker may remove an unpaid one (decision 044). */
export function SplitShareList({
  split,
  onRemove,
  removing,
}: {
  split: SplitAnswer;
  /** Given to the booker while the split is open. */
  onRemove?: (shareId: string) => void;
  removing: boolean;
}) {
  const { t } = useTranslation('split');
  const unpaid = split.shares.filter((share) => share.status === 'unpaid');
  return (
    <ul className="mt-3 divide-y divide-slate-100" aria-label={t('shares.label')}>
      {split.shares.map((share) => {
        // Not the booker's own, nor the last unpaid one: that one is paid, not removed.
        const returned = shareReturnText(t, share);
        const removable =
          onRemove && share.status === 'unpaid' && share.position > 0 && unpaid.length > 1;
        return (
          <li
            key={share._id}
            data-testid="split-share"
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{shareName(t, share)}</p>
              <p className="text-sm text-slate-600">{formatRupeeAmount(share.amount)}</p>
              {returned ? (
                <p className="text-sm font-medium text-sky-800" data-testid="share-return">
                  {returned}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-3">
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[share.status]}`}
              >
                {shareStatusText(t, share)}
              </span>
              {removable ? (
                <button
                  type="button"
                  className={`${ACTION_DANGER} px-3 py-1.5 text-sm`}
                  disabled={removing}
                  onClick={() => onRemove(share._id)}
                  aria-label={t('shares.removeLabel', { name: shareName(t, share) })}
                >
                  {t('shares.remove')}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
