import { useState } from 'react';
import { ACTION_DANGER, ACTION_QUIET } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { GameDetail } from '../../../queries/games';
import { formatRupeeAmount } from '../../../utils/money';
import { failureText } from '../game-wording';
import { useGameAction } from '../api/game-actions';

type Pending = { action: string; title: string; text: string; confirm: string };

const STATUS: Record<string, string> = {
  joined: 'In',
  left: 'Left',
  removed: 'Removed',
  refunded: 'Refunded',
};

/** The organizer's view (docs/decisions/045): players with reliability, remove, close, cancel. */
export function GameOrganizerPanel({ detail }: { detail: GameDetail }) {
  const act = useGameAction(detail.game._id);
  const [pending, setPending] = useState<Pending | null>(null);
  const players = detail.players ?? [];
  const open = detail.game.status === 'open' || detail.game.status === 'closed';
  return (
    <section aria-labelledby="players-heading" className="mt-6">
      <h2 id="players-heading" className="font-bold text-slate-900">
        Players
      </h2>
      {players.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No one has joined yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {players.map((player) => (
            <li key={player._id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <span className="font-medium text-slate-900">{player.fullname}</span>
              <span className="text-sm text-slate-600">{player.reliability.label}</span>
              <span className="text-sm text-slate-600">
                {STATUS[player.status]} · {formatRupeeAmount(player.amount)}
              </span>
              {player.status === 'joined' && open ? (
                <button
                  type="button"
                  className={`${ACTION_QUIET} ml-auto`}
                  onClick={() =>
                    setPending({
                      action: `players/${encodeURIComponent(player._id)}/remove`,
                      title: `Remove ${player.fullname}?`,
                      text: `${player.fullname} is refunded ${formatRupeeAmount(player.amount)} in full.`,
                      confirm: 'Yes, remove',
                    })
                  }
                >
                  Remove {player.fullname}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {detail.organizerPart ? (
        <p className="mt-2 text-sm text-slate-600">
          Your part of the price now: {formatRupeeAmount(detail.organizerPart)}.
        </p>
      ) : null}
      {act.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {act.data.message}
        </p>
      ) : null}
      {open ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {detail.game.status === 'open' ? (
            <button
              type="button"
              className={ACTION_QUIET}
              onClick={() =>
                setPending({
                  action: 'close',
                  title: 'Close the game?',
                  text: 'No new players can join. Players already in keep their spots.',
                  confirm: 'Yes, close',
                })
              }
            >
              Close to new players
            </button>
          ) : null}
          <button
            type="button"
            className={ACTION_DANGER}
            onClick={() =>
              setPending({
                action: 'cancel',
                title: 'Cancel the game?',
                text: 'Every player is refunded in full. The game cannot be opened again.',
                confirm: 'Yes, cancel the game',
              })
            }
          >
            Cancel game
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        text={pending?.text ?? ''}
        confirmLabel={pending?.confirm ?? 'Yes'}
        busy={act.isPending}
        error={act.isError ? failureText(act.error) : null}
        onConfirm={() => {
          if (pending) act.mutate(pending.action, { onSuccess: () => setPending(null) });
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
