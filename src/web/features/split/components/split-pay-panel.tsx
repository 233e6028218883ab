import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { rupeesToPaise } from '../../../../shared/pricing';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { useErrorText } from '../../../i18n/error-text';
import { useCredit } from '../../../queries/my-credit';
import { formatRupeeAmount } from '../../../utils/money';
import { useStartRestPayment, useStartSharePayment } from '../api/split-actions';
import { useSplitCheckout } from '../hooks/use-split-checkout';
import { ownPaidShare, shareToPay } from '../split-wording';

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p
      role="alert"
      className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
    >
      {text}
    </p>
  ) : null;
}

/**
 * A teammate's part: pay one share by card or UPI (the checkout), or whole by TurfBook credit
 * when the balance covers it (decision 044: part credit is not offered). Once paid, it says so.
 */
export function TeammatePayPanel({
  split,
  userId,
  token,
}: {
  split: SplitAnswer;
  userId: string;
  token: string | null;
}) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  const start = useStartSharePayment(split.splitId, token);
  const openCheckout = useSplitCheckout(split, userId, token);
  const credit = useCredit(true);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = ownPaidShare(split);
  if (mine && mine.status === 'paid')
    return (
      <p className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900 ring-1 ring-emerald-200">
        {t('pay.paidMine', { amount: formatRupeeAmount(mine.amount) })}
      </p>
    );
  const share = shareToPay(split);
  if (!share) return null;
  const sharePaise = rupeesToPaise(share.amount) ?? 0;
  const balancePaise = rupeesToPaise(credit.data?.balance ?? '0') ?? 0;
  const pay = (useCredit: boolean) => {
    setProblem(null);
    start.mutate(
      { shareId: share._id, useCredit },
      {
        onSuccess: (answer) => {
          if (answer.paidWithCredit) {
            toast.success(t('pay.paidWithCredit'), { autoClose: 3000 });
            return;
          }
          if (!openCheckout(answer, 'share')) setProblem(t('pay.notStarted'));
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };
  return (
    <section aria-labelledby="pay-share-heading" className="mt-6">
      <h2 id="pay-share-heading" className="font-bold text-slate-900">
        {t('pay.yourShare', { amount: formatRupeeAmount(share.amount) })}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={ACTION_PRIMARY}
          disabled={start.isPending}
          onClick={() => pay(false)}
        >
          {start.isPending ? (
            <Spinner label={t('pay.starting')} className="size-5 text-white" />
          ) : null}
          {t('pay.payMine')}
        </button>
        {balancePaise >= sharePaise && sharePaise > 0 ? (
          <button
            type="button"
            className={ACTION_SECONDARY}
            disabled={start.isPending}
            onClick={() => pay(true)}
          >
            {t('pay.payCredit')}
          </button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('pay.byCard')}</p>
      <Problem text={problem} />
    </section>
  );
}

/** The booker pays every share still unpaid in one step (the checkout). */
export function PayRestPanel({ split, userId }: { split: SplitAnswer; userId: string }) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  const start = useStartRestPayment(split.splitId);
  const openCheckout = useSplitCheckout(split, userId, null);
  const [problem, setProblem] = useState<string | null>(null);
  if (split.left === '0.00') return null;
  const pay = () => {
    setProblem(null);
    start.mutate(undefined, {
      onSuccess: (answer) => {
        if (!openCheckout(answer, 'rest')) setProblem(t('pay.notStarted'));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <section aria-labelledby="pay-rest-heading" className="mt-6">
      <h2 id="pay-rest-heading" className="font-bold text-slate-900">
        {t('pay.notEveryone')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('pay.restText', { amount: formatRupeeAmount(split.left) })}
      </p>
      <button
        type="button"
        className={`${ACTION_SECONDARY} mt-3`}
        disabled={start.isPending}
        onClick={pay}
      >
        {t('pay.rest', { amount: formatRupeeAmount(split.left) })}
      </button>
      <Problem text={problem} />
    </section>
  );
}
