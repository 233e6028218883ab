import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPaise } from '../../../../shared/display-format';
import { MAX_SPLIT_PLAYERS, MIN_SPLIT_PLAYERS, splitShares } from '../../../../shared/split';

// "Split with my team" on the booking summary (docs/decisions/044): the shares come from
// shared/split.ts, the same rule the server uses, so what is shown is what each player pays.

export interface SplitChoiceState {
  on: boolean;
  players: number;
  setOn: (on: boolean) => void;
  setPlayers: (players: number) => void;
  /** Each player's share in paise (the booker's first), or null when not splitting. */
  sharesPaise: number[] | null;
}

export function useSplitChoice(pricePaise: number): SplitChoiceState {
  const [on, setOn] = useState(false);
  const [players, setPlayers] = useState(MIN_SPLIT_PLAYERS);
  const splittable = pricePaise >= players;
  return {
    on: on && splittable,
    players,
    setOn,
    setPlayers,
    sharesPaise: on && splittable ? splitShares(pricePaise, players) : null,
  };
}

const PLAYER_COUNTS = Array.from(
  { length: MAX_SPLIT_PLAYERS - MIN_SPLIT_PLAYERS + 1 },
  (_, index) => MIN_SPLIT_PLAYERS + index,
);

/** The shares as lines: "Your share" and the teammates' (equal ones together). */
function shareLines(sharesPaise: number[], t: TFunction): { label: string; amount: string }[] {
  const [mine, ...theirs] = sharesPaise;
  const lines = [{ label: t('split.yourShare'), amount: formatPaise(mine!) }];
  let index = 0;
  while (index < theirs.length) {
    const amount = theirs[index]!;
    let end = index;
    while (end + 1 < theirs.length && theirs[end + 1] === amount) end += 1;
    const count = end - index + 1;
    lines.push({
      label: t('split.teammates', { count }),
      amount: formatPaise(amount),
    });
    index = end + 1;
  }
  return lines;
}

export function SplitChoice({ choice }: { choice: SplitChoiceState }) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className="mt-4 rounded-xl border border-slate-200 p-4">
      <legend className="sr-only">{t('split.legend')}</legend>
      <label className="flex items-center gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-emerald-700"
          checked={choice.on}
          onChange={(event) => choice.setOn(event.target.checked)}
        />
        {t('split.toggle')}
      </label>
      {choice.on ? (
        <>
          <label className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-700">
            {t('split.players')}
            <select
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
              value={choice.players}
              onChange={(event) => choice.setPlayers(Number(event.target.value))}
            >
              {PLAYER_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          {choice.sharesPaise ? (
            <dl className="mt-3 space-y-1 text-sm" data-testid="split-shares">
              {shareLines(choice.sharesPaise, t).map((line, index) => (
                <div key={index} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{line.label}</dt>
                  <dd className="font-medium text-slate-900">{line.amount}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="mt-3 text-sm text-slate-600">{t('split.explain')}</p>
        </>
      ) : null}
    </fieldset>
  );
}
