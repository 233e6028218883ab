import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_DANGER, ACTION_QUIET } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../i18n/error-text';
import type { GameDetail } from '../../../queries/games';
import { formatRupeeAmount } from '../../../utils/money';
import { gameMessageText, reliabilityText } from '../game-wording';
import { useGameAction } from '../api/game-actions';

type Pending = { action: string; title: string; text: string; confirm: string };

/** The organizer's view (docs/decisions/045): players with reliability, remove, close, cancel. */
export function GameOrganizerPanel({ detail }: { detail: GameDetail }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const act = useGameAction(detail.game._id);
  const [pending, setPending] = useState<Pending | null>(null);
  const players = detail.players ?? [];
  const open = detail.game.status === 'open' || detail.game.status === 'closed';
  return (
    <section aria-labelledby="players-heading" className="mt-6">
      <h2 id="players-heading" className="font-bold text-slate-900">
        {t('organizer.players')}
      </h2>
      {players.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('organizer.noOne')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {players.map((player) => (
            <li key={player._id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <span className="font-medium text-slate-900">{player.fullname}</span>
              <span className="text-sm text-slate-600">
                {reliabilityText(t, player.reliability)}
              </span>
              <span className="text-sm text-slate-600">
                {t('organizer.playerStatus', {
                  status: t(`organizer.status.${player.status}`),
                  amount: formatRupeeAmount(player.amount),
                })}
              </span>
              {player.status === 'joined' && open ? (
                <button
                  type="button"
                  className={`${ACTION_QUIET} ml-auto`}
                  onClick={() =>
                    setPending({
                      action: `players/${encodeURIComponent(player._id)}/remove`,
                      title: t('organizer.removeTitle', { name: player.fullname }),
                      text: t('organizer.removeText', {
                        name: player.fullname,
                        amount: formatRupeeAmount(player.amount),
                      }),
                      confirm: t('organizer.removeConfirm'),
                    })
                  }
                >
                  {t('organizer.removeButton', { name: player.fullname })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {detail.organizerPart ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('organizer.part', { amount: formatRupeeAmount(detail.organizerPart) })}
        </p>
      ) : null}
      {act.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {gameMessageText(t, act.data.message)}
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
                  title: t('organizer.closeTitle'),
                  text: t('organizer.closeText'),
                  confirm: t('organizer.closeConfirm'),
                })
              }
            >
              {t('organizer.closeButton')}
            </button>
          ) : null}
          <button
            type="button"
            className={ACTION_DANGER}
            onClick={() =>
              setPending({
                action: 'cancel',
                title: t('organizer.cancelTitle'),
                text: t('organizer.cancelText'),
                confirm: t('organizer.cancelConfirm'),
              })
            }
          >
            {t('organizer.cancelButton')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        text={pending?.text ?? ''}
        confirmLabel={pending?.confirm ?? t('organizer.yes')}
        busy={act.isPending}
        error={act.isError ? errorText(act.error) : null}
        onConfirm={() => {
          if (pending) act.mutate(pending.action, { onSuccess: () => setPending(null) });
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
