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
import { useErrorText } from '../../../i18n/error-text';
import { API_BASE, api } from '../../../lib/api-client';
import { gameKeys } from '../../../queries/games';
import { bookingDetailKeys } from '../api/booking-detail';
import { OpenGameSummary } from './open-game-summary';
import { useBookingWords } from '../use-booking-words';

// "Open as a game" (docs/decisions/045): the booker of a confirmed booking offers its spots; each
// joiner pays one, and the booker's returns go back to how they paid or to TurfBook credit.

const CONTROL = `${CONTROL_BASE} ${controlTone(false)}`;

const RETURN_LABELS = { source: 'openGame.returnSource', credit: 'openGame.returnCredit' } as const;

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
  const { t } = useBookingWords();
  const errorText = useErrorText();
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
    <form onSubmit={submit} aria-label={t('openGame.formLabel')} className="mt-3 space-y-3">
      <label className={LABEL}>
        {t('openGame.level')}
        <select
          className={CONTROL}
          value={form.level}
          onChange={(e) => set('level')(e.target.value)}
        >
          {GAME_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`openGame.levels.${level}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        {t('openGame.spots')}
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
        {t('openGame.note')}
        <textarea
          maxLength={MAX_GAME_NOTE}
          className={CONTROL}
          value={form.note}
          onChange={(e) => set('note')(e.target.value)}
        />
      </label>
      <label className={LABEL}>
        {t('openGame.minReliability')}
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
        {t('openGame.deadline')}
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
        {t('openGame.ifNotFull')}
        <select
          className={CONTROL}
          value={form.ifNotFull}
          onChange={(e) => set('ifNotFull')(e.target.value)}
        >
          <option value="keep">{t('openGame.keep')}</option>
          <option value="cancel">{t('openGame.cancel')}</option>
        </select>
      </label>
      <label className={LABEL}>
        {t('openGame.returnTo')}
        <select
          className={CONTROL}
          value={form.returnTo}
          onChange={(e) => set('returnTo')(e.target.value)}
        >
          {booking.actions.openGame.returnTo.map((method) => (
            <option key={method} value={method}>
              {t(RETURN_LABELS[method])}
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
          {errorText(open.error, t('openGame.failed'))}
        </p>
      ) : null}
      <button type="submit" className={ACTION_PRIMARY} disabled={open.isPending}>
        {open.isPending ? t('openGame.opening') : t('openGame.submit')}
      </button>
    </form>
  );
}

/** On a confirmed booking's page: open it as a game, or, once opened, a link to its game. */
export function OpenGamePanel({ booking }: { booking: BookingDetail }) {
  const { t } = useBookingWords();
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="open-game-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="open-game-heading" className="text-lg font-bold text-slate-900">
        {t('openGame.heading')}
      </h2>
      {booking.gameId ? (
        <Link
          to={`/games/${encodeURIComponent(booking.gameId)}`}
          className={`${ACTION_PRIMARY} mt-3`}
        >
          {t('openGame.view')}
        </Link>
      ) : editing ? (
        <GameForm booking={booking} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('openGame.short')}</p>
          <button
            type="button"
            className={`${ACTION_SECONDARY} mt-3`}
            onClick={() => setEditing(true)}
          >
            {t('openGame.open')}
          </button>
        </>
      )}
    </section>
  );
}
