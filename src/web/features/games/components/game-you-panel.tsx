import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_DANGER, ACTION_PRIMARY } from '../../../components/action-styles';
import { CheckInCode } from '../../../components/check-in-code';
import { CreditChoice, useCreditChoice } from '../../../components/credit-choice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { useErrorText } from '../../../i18n/error-text';
import { gamePath, type GameDetail } from '../../../queries/games';
import { formatRupeeAmount } from '../../../utils/money';
import { gameMessageText } from '../game-wording';
import { useGameAction, useJoinGame } from '../api/game-actions';
import { SpotRefundChoice, spotRefundText } from './spot-refund-choice';

/** A player's part of a game: join (pay one spot), or, once in, leave as the policy allows. */
export function GameYouPanel({ detail, userId }: { detail: GameDetail; userId: string }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const { mutation: join, open } = useJoinGame(detail, userId);
  const leave = useGameAction(detail.game._id);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { game, you } = detail;
  const spotPaise = game.pricePerSpotPaise;
  const canJoin = game.status === 'open' && game.spotsFree > 0 && you?.status !== 'joined';
  // The booking summary's credit offer (decision 040), asked for only while the player can join.
  const credit = useCreditChoice(spotPaise, canJoin);
  const paidByCredit = you?.creditUsed !== undefined && you.creditUsed !== '0.00';
  if (you?.status === 'joined')
    return (
      <section aria-labelledby="your-spot" className="mt-6">
        <p
          id="your-spot"
          role="status"
          className="rounded-xl bg-emerald-100 px-4 py-3 font-semibold text-emerald-900"
        >
          {paidByCredit
            ? t('you.inCredit', {
                amount: formatRupeeAmount(you.amount),
                credit: formatRupeeAmount(you.creditUsed),
              })
            : t('you.in', { amount: formatRupeeAmount(you.amount) })}
        </p>
        {you.invoiceNumber ? (
          <p className="mt-3 text-sm">
            <a
              href={`${gamePath(game._id)}/invoice`}
              download={`${you.invoiceNumber.replaceAll('/', '-')}.pdf`}
              className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
            >
              {t('you.invoice')}
            </a>{' '}
            <span className="font-mono text-slate-600">{you.invoiceNumber}</span>
          </p>
        ) : null}
        {you.reference ? (
          <div className="mt-4 max-w-xs">
            <CheckInCode reference={you.reference} />
          </div>
        ) : null}
        <SpotRefundChoice gameId={game._id} you={you} />
        {you.leaveRefusal ? (
          <p className="mt-3 text-sm text-slate-700">{gameMessageText(t, you.leaveRefusal)}</p>
        ) : (
          <>
            <button
              type="button"
              className={`${ACTION_DANGER} mt-3`}
              onClick={() => setConfirming(true)}
            >
              {t('you.leave')}
            </button>
            <p className="mt-1 text-sm text-slate-600">
              {!paidByCredit
                ? t('you.leaveFull', { amount: formatRupeeAmount(you.amount) })
                : you.creditUsed === you.amount
                  ? t('you.leaveAllCredit', { amount: formatRupeeAmount(you.amount) })
                  : t('you.leavePartCredit', {
                      amount: formatRupeeAmount(you.amount),
                      credit: formatRupeeAmount(you.creditUsed),
                    })}
            </p>
          </>
        )}
        {leave.isSuccess ? (
          <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
            {gameMessageText(t, leave.data.message)}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={t('you.leaveTitle')}
          text={t('you.leaveText', { amount: formatRupeeAmount(you.amount) })}
          confirmLabel={t('you.leaveConfirm')}
          busy={leave.isPending}
          error={leave.isError ? errorText(leave.error) : null}
          onConfirm={() => leave.mutate('leave', { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      </section>
    );
  // A spot the game gave back (cancelled by its organizer or the venue): how, and where to.
  const ended = you
    ? you.status === 'refunded'
      ? t('you.ended.refunded', { refund: spotRefundText(t, you) })
      : you.status === 'left' || you.status === 'removed'
        ? t(`you.ended.${you.status}`)
        : null
    : null;
  const start = () => {
    setProblem(null);
    join.mutate(credit.useCredit, {
      onSuccess: (answer) => {
        if (!open(answer)) setProblem(t('you.notStarted'));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <section aria-labelledby="join-heading" className="mt-6">
      {ended || leave.isSuccess ? (
        <p role="status" className="mb-3 rounded-xl bg-slate-100 px-4 py-3 text-slate-800">
          {leave.isSuccess ? gameMessageText(t, leave.data.message) : ended}
        </p>
      ) : null}
      <h2 id="join-heading" className="font-bold text-slate-900">
        {canJoin
          ? t('you.joinFor', { amount: formatRupeeAmount(game.pricePerSpot) })
          : t('you.noPlayers')}
      </h2>
      {canJoin ? (
        <>
          <CreditChoice choice={credit} pricePaise={spotPaise} />
          <button
            type="button"
            className={`${ACTION_PRIMARY} mt-3`}
            disabled={join.isPending}
            onClick={start}
          >
            {join.isPending ? (
              <Spinner label={t('you.starting')} className="size-5 text-white" />
            ) : null}
            {credit.allCredit ? t('you.joinCredit') : t('you.join')}
          </button>
          <p className="mt-2 text-sm text-slate-600">
            {credit.allCredit ? t('you.creditAll') : t('you.byCard')}
          </p>
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
