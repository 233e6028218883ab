import { useState } from 'react';
import { ACTION_DANGER, ACTION_PRIMARY } from '../../../components/action-styles';
import { CheckInCode } from '../../../components/check-in-code';
import { CreditChoice, useCreditChoice } from '../../../components/credit-choice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { gamePath, type GameDetail } from '../../../queries/games';
import { formatRupeeAmount } from '../../../utils/money';
import { failureText } from '../game-wording';
import { useGameAction, useJoinGame } from '../api/game-actions';
import { SpotRefundChoice, spotRefundText } from './spot-refund-choice';

const ENDED: Record<string, string> = {
  left: 'You left this game.',
  removed: 'The organizer removed you from this game.',
  refunded: 'This game was called off.',
};

/** A player's part of a game: join (pay one spot), or, once in, leave as the policy allows. */
export function GameYouPanel({ detail, userId }: { detail: GameDetail; userId: string }) {
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
          You&apos;re in. You paid {formatRupeeAmount(you.amount)} for your spot.
          {paidByCredit
            ? ` ${formatRupeeAmount(you.creditUsed)} of it was your TurfBook credit.`
            : ''}
        </p>
        {you.invoiceNumber ? (
          <p className="mt-3 text-sm">
            <a
              href={`${gamePath(game._id)}/invoice`}
              download={`${you.invoiceNumber.replaceAll('/', '-')}.pdf`}
              className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
            >
              Download your invoice
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
          <p className="mt-3 text-sm text-slate-700">{you.leaveRefusal}</p>
        ) : (
          <>
            <button
              type="button"
              className={`${ACTION_DANGER} mt-3`}
              onClick={() => setConfirming(true)}
            >
              Leave the game
            </button>
            <p className="mt-1 text-sm text-slate-600">
              Leaving now refunds your {formatRupeeAmount(you.amount)} in full
              {!paidByCredit
                ? '.'
                : you.creditUsed === you.amount
                  ? ', all to your TurfBook credit at once.'
                  : `: ${formatRupeeAmount(you.creditUsed)} to your TurfBook credit at once, the rest to your card or UPI.`}
            </p>
          </>
        )}
        {leave.isSuccess ? (
          <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
            {leave.data.message}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title="Leave this game?"
          text={`Your spot goes back to the game and your ${formatRupeeAmount(you.amount)} is refunded in full.`}
          confirmLabel="Yes, leave"
          busy={leave.isPending}
          error={leave.isError ? failureText(leave.error) : null}
          onConfirm={() => leave.mutate('leave', { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      </section>
    );
  // A spot the game gave back (cancelled by its organizer or the venue): how, and where to.
  const ended = you
    ? you.status === 'refunded'
      ? `${ENDED.refunded} ${spotRefundText(you)}`
      : ENDED[you.status]
    : null;
  const start = () => {
    setProblem(null);
    join.mutate(credit.useCredit, {
      onSuccess: (answer) => {
        if (!open(answer)) setProblem('This payment could not be started.');
      },
      onError: (error) => setProblem(failureText(error)),
    });
  };
  return (
    <section aria-labelledby="join-heading" className="mt-6">
      {ended || leave.isSuccess ? (
        <p role="status" className="mb-3 rounded-xl bg-slate-100 px-4 py-3 text-slate-800">
          {leave.isSuccess ? leave.data.message : ended}
        </p>
      ) : null}
      <h2 id="join-heading" className="font-bold text-slate-900">
        {canJoin
          ? `Join for ${formatRupeeAmount(game.pricePerSpot)}`
          : 'This game takes no players now'}
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
            {join.isPending ? <Spinner label="Starting" className="size-5 text-white" /> : null}
            {credit.allCredit ? 'Join and pay with credit' : 'Join and pay my spot'}
          </button>
          <p className="mt-2 text-sm text-slate-600">
            {credit.allCredit
              ? 'Your credit pays the whole spot: no card needed.'
              : 'By card or UPI on the next page.'}
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
