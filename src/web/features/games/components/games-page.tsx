import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SPORTS } from '../../../../shared/catalog';
import { GAME_LEVELS } from '../../../../shared/games';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useOpenGames, type GameFilters } from '../../../queries/games';
import { failureText } from '../game-wording';
import { GameCard, levelLabel } from './game-card';

const FIELD = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

/** How long the Area field waits after the last keystroke before it searches. */
const AREA_TYPING_MS = 400;

/**
 * The Area field: it searches once the player stops typing (or presses Enter), not on every
 * keystroke, so typing "Andheri" asks for one list rather than seven.
 */
function AreaField({ value, onSearch }: { value: string; onSearch: (area: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), AREA_TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className="text-sm font-medium text-slate-700">
      Area
      <input
        className={FIELD}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        placeholder="Any area"
      />
    </label>
  );
}

/** /games?sport&location&date&level: open games with a free spot (docs/decisions/045). */
export function GamesPage() {
  const [search, setSearch] = useSearchParams();
  const filters: GameFilters = {
    sport: search.get('sport') ?? undefined,
    location: search.get('location') ?? undefined,
    date: search.get('date') ?? undefined,
    level: search.get('level') ?? undefined,
  };
  const games = useOpenGames(filters);
  const set = useCallback(
    (key: keyof GameFilters, value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const searchArea = useCallback((area: string) => set('location', area), [set]);
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:py-12">
      <PageTitle title="Open games" />
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Open games</h1>
        <p className="mt-1 text-slate-600">Join a game someone has opened and pay for one spot.</p>
        <form
          aria-label="Filter games"
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="text-sm font-medium text-slate-700">
            Sport
            <select
              className={FIELD}
              value={filters.sport ?? ''}
              onChange={(event) => set('sport', event.target.value)}
            >
              <option value="">Any sport</option>
              {SPORTS.map((sport) => (
                <option key={sport} value={sport}>
                  {levelLabel(sport)}
                </option>
              ))}
            </select>
          </label>
          {/* Keyed by the searched area: a new search (or Back) starts the field from it. */}
          <AreaField
            key={filters.location ?? ''}
            value={filters.location ?? ''}
            onSearch={searchArea}
          />
          <label className="text-sm font-medium text-slate-700">
            Date
            <input
              type="date"
              className={FIELD}
              value={filters.date ?? ''}
              onChange={(event) => set('date', event.target.value)}
            />
          </label>
          <label className="text-sm font-medium text-slate-700">
            Level
            <select
              className={FIELD}
              value={filters.level ?? ''}
              onChange={(event) => set('level', event.target.value)}
            >
              <option value="">Any level</option>
              {GAME_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {levelLabel(level)}
                </option>
              ))}
            </select>
          </label>
        </form>
        <div className="mt-6">
          {games.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading open games" />
            </div>
          ) : games.isError ? (
            <StatePanel
              title="Open games cannot be shown"
              text={failureText(games.error)}
              tone="error"
            />
          ) : games.data.length === 0 ? (
            <StatePanel
              title="No open games"
              text="No game with a free spot matches these filters. Try another date or area."
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {games.data.map((game) => (
                <GameCard key={game._id} game={game} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
