import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import type { GameJson } from '../../../../shared/api/game-contract';
import {
  DEFAULT_DEADLINE_HOURS,
  GAME_LEVELS,
  MAX_DEADLINE_HOURS,
  MAX_GAME_NOTE,
  MAX_GAME_SPOTS,
  MIN_DEADLINE_HOURS,
  MIN_GAME_SPOTS,
  type OpenGameBody,
} from '../../../../shared/games';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { API_BASE, api, isApiRequestError } from '../../../lib/api-client';
import { gameKeys } from '../../../queries/games';
import { bookingDetailKeys } from '../api/booking-detail';
import { OpenGameSummary } from './open-game-summary';

// "Open as a game" (docs/decisions/045): the booker of a confirmed booking offers its spots; each
// joiner pays one, and the booker's returns go back to how they paid or to TurfBook credit.

const CONTROL = `${CONTROL_BASE} ${controlTone(false)}`;

const RETURN_LABELS = { source: 'To how I paid', credit: 'As TurfBook credit' } as const;

type Form = {
  level: string;
  spots: string;
  note: string;
  returnTo: 'source' | 'credit';
  minReliability: string;
  deadline: string;
  ifNotFull: 'keep' | 'cancel';
};

function GameForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({
    level: 'intermediate',
    spots: '4',
    note: '',
    // The first way back the server allows: to how they paid where it can, else credit.
    returnTo: booking.actions.openGame.returnTo[0] ?? 'credit',
    minReliability: '',
    deadline: String(DEFAULT_DEADLINE_HOURS),
    ifNotFull: 'keep',
  });
  const open = useMutation({
    mutationFn: (body: OpenGameBody) => api.post<{ game: GameJson }>(`${API_BASE}/games`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingDetailKeys.one(booking._id) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      onDone();
    },
  });
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({
      bookingId: booking._id,
      level: form.level as OpenGameBody['level'],
      spotsTotal: Number(form.spots),
      note: form.note,
      returnTo: form.returnTo,
      minReliability: form.minReliability === '' ? null : Number(form.minReliability),
      deadlineHoursBefore: Number(form.deadline),
      ifNotFull: form.ifNotFull,
    });
  };
  return (
    <form onSubmit={submit} aria-label="Open as a game" className="mt-3 space-y-3">
      <label className={LABEL}>
        Level
        <select
          className={CONTROL}
          value={form.level}
          onChange={(e) => set('level')(e.target.value)}
        >
          {GAME_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level.charAt(0).toUpperCase() + level.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Spots for other players
        <input
          type="number"
          min={MIN_GAME_SPOTS}
          max={MAX_GAME_SPOTS}
          required
          className={CONTROL}
          value={form.spots}
          onChange={(e) => set('spots')(e.target.value)}
        />
      </label>
      <label className={LABEL}>
        Note (optional)
        <textarea
          maxLength={MAX_GAME_NOTE}
          className={CONTROL}
          value={form.note}
          onChange={(e) => set('note')(e.target.value)}
        />
      </label>
      <label className={LABEL}>
        Lowest reliability to join, % (optional)
        <input
          type="number"
          min={0}
          max={100}
          className={CONTROL}
          value={form.minReliability}
          onChange={(e) => set('minReliability')(e.target.value)}
        />
      </label>
      <label className={LABEL}>
        Must be full this many hours before play
        <input
          type="number"
          min={MIN_DEADLINE_HOURS}
          max={MAX_DEADLINE_HOURS}
          required
          className={CONTROL}
          value={form.deadline}
          onChange={(e) => set('deadline')(e.target.value)}
        />
      </label>
      <label className={LABEL}>
        If not full by then
        <select
          className={CONTROL}
          value={form.ifNotFull}
          onChange={(e) => set('ifNotFull')(e.target.value)}
        >
          <option value="keep">Keep the game (I pay for the empty spots)</option>
          <option value="cancel">Cancel the game (every player refunded)</option>
        </select>
      </label>
      <label className={LABEL}>
        What players pay comes back to me
        <select
          className={CONTROL}
          value={form.returnTo}
          onChange={(e) => set('returnTo')(e.target.value)}
        >
          {booking.actions.openGame.returnTo.map((method) => (
            <option key={method} value={method}>
              {RETURN_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
      <OpenGameSummary
        booking={booking}
        choice={{
          spotsTotal: Number(form.spots),
          deadlineHoursBefore: Number(form.deadline),
          ifNotFull: form.ifNotFull,
          returnTo: form.returnTo,
        }}
      />
      {open.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {isApiRequestError(open.error) && open.error.serverMessage
            ? open.error.serverMessage
            : 'The game could not be opened. Please try again.'}
        </p>
      ) : null}
      <button type="submit" className={ACTION_PRIMARY} disabled={open.isPending}>
        {open.isPending ? 'Opening…' : 'Open the game'}
      </button>
    </form>
  );
}

/** On a confirmed booking's page: open it as a game, or, once opened, a link to its game. */
export function OpenGamePanel({ booking }: { booking: BookingDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="open-game-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="open-game-heading" className="text-lg font-bold text-slate-900">
        Open game
      </h2>
      {booking.gameId ? (
        <Link
          to={`/games/${encodeURIComponent(booking.gameId)}`}
          className={`${ACTION_PRIMARY} mt-3`}
        >
          View your game
        </Link>
      ) : editing ? (
        <GameForm booking={booking} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Short of players? Let others join and pay for a spot each.
          </p>
          <button
            type="button"
            className={`${ACTION_SECONDARY} mt-3`}
            onClick={() => setEditing(true)}
          >
            Open as a game
          </button>
        </>
      )}
    </section>
  );
}
