import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnHold } from '../../../../shared/api/hold-contract';
import type { TFunction } from 'i18next';
import { countdownText } from '../../../../shared/own-holds';
import { ACTION_QUIET } from '../../../components/action-styles';
import { saveCheckoutState } from '../../../lib/payments/payment-session';
import { checkoutStateOfHold } from '../../../lib/payments/hold-checkout';
import { tabStorage } from '../../../lib/payments/payment-session';
import { ownHoldsKeys } from '../../../queries/own-holds';
import { turfKeys } from '../../../queries/turf-detail';
import { formatRupeeAmount } from '../../../utils/money';
import { useDates } from '../../../i18n/use-language';
import { useReleaseHold } from '../api/release-hold';
import { useSecondsLeft } from '../hooks/use-seconds-left';

/** What the hold is for: its one slot, or a subscription's first slot and count. */
function heldWhat(hold: OwnHold, t: TFunction, date: (date: string) => string): string {
  const first = hold.slots[0]!;
  const when = t('hold.when', {
    date: date(first.date),
    start: first.startTime,
    end: first.endTime,
  });
  if (hold.kind === 'booking') return when;
  return t('hold.subscription', { count: hold.slots.length, when });
}

function OwnHoldRow({ hold, readAt, userId }: { hold: OwnHold; readAt: number; userId: string }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('turf-detail');
  const dates = useDates();
  const left = useSecondsLeft(hold.secondsLeft, readAt);
  const release = useReleaseHold(hold.turf._id);
  const checkout = checkoutStateOfHold(hold, userId);

  // Run out: the server frees the slot by the clock; read the grid and the holds again, once.
  const ranOut = useRef(false);
  useEffect(() => {
    if (left > 0 || ranOut.current) return;
    ranOut.current = true;
    void queryClient.invalidateQueries({ queryKey: ownHoldsKeys.turf(hold.turf._id) });
    void queryClient.invalidateQueries({ queryKey: turfKeys.availability(hold.turf._id) });
  }, [left, hold.turf._id, queryClient]);

  return (
    <li
      data-testid="own-hold"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-violet-50 px-4 py-3 ring-1 ring-violet-300"
    >
      <div className="min-w-0">
        <p className="font-semibold text-violet-950" data-testid="own-hold-status">
          <Trans
            t={t}
            i18nKey="hold.status"
            values={{ left: countdownText(left) }}
            components={{
              time: <span className="tabular-nums" />,
              continue: (
                <Link
                  to="/checkout"
                  state={checkout}
                  onClick={() => saveCheckoutState(tabStorage(), checkout)}
                  className="text-violet-800 underline underline-offset-4 hover:text-violet-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
                />
              ),
            }}
          />
        </p>
        <p className="text-sm text-slate-700">
          {heldWhat(hold, t, dates.date)} · {formatRupeeAmount(hold.amount)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => release.mutate(hold.paymentId)}
        disabled={release.isPending || left === 0}
        className={`${ACTION_QUIET} px-3 py-1.5 text-sm`}
      >
        {release.isPending ? t('hold.releasing') : t('hold.release')}
      </button>
    </li>
  );
}

/**
 * The player's own unpaid holds on this turf, above its grid (docs/decisions/025): how long each
 * has left, the way back to its checkout, and a way to give it up.
 */
export function OwnHoldNotice({
  holds,
  readAt,
  userId,
}: {
  holds: readonly OwnHold[];
  readAt: number;
  userId: string;
}) {
  const { t } = useTranslation('turf-detail');
  if (holds.length === 0) return null;
  return (
    <ul aria-label={t('hold.listLabel')} className="space-y-2">
      {holds.map((hold) => (
        <OwnHoldRow key={hold.paymentId} hold={hold} readAt={readAt} userId={userId} />
      ))}
    </ul>
  );
}
