import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SPORTS } from '../../../../shared/catalog';
import { GAME_LEVELS } from '../../../../shared/games';
import { sportWords } from '../../../components/booking-words';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useOpenGames, type GameFilters } from '../../../queries/games';
import { levelText } from '../game-wording';
import { GameCard } from './game-card';

const FIELD = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

/** How long the Area field waits after the last keystroke before it searches. */
const AREA_TYPING_MS = 400;

/**
 * The Area field: it searches once the player stops typing (or presses Enter), not on every
 * keystroke, so typing "Andheri" asks for one list rather than seven.
 */
function AreaField({ value, onSearch }: { value: string; onSearch: (area: string) => void }) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), AREA_TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className="text-sm font-medium text-slate-700">
      {t('list.area')}
      <input
        className={FIELD}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={t('list.anyArea')}
      />
    </label>
  );
}

/** /games?sport&location&date&level: open games with a free spot (docs/decisions/045). */
export function GamesPage() {
  const { t } = useTranslation(['games', 'booking-parts']);
  const errorText = useErrorText();
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
      <PageTitle title={t('list.title')} />
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('list.intro')}</p>
        <form
          aria-label={t('list.filter')}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="text-sm font-medium text-slate-700">
            {t('list.sport')}
            <select
              className={FIELD}
              value={filters.sport ?? ''}
              onChange={(event) => set('sport', event.target.value)}
            >
              <option value="">{t('list.anySport')}</option>
              {SPORTS.map((sport) => (
                <option key={sport} value={sport}>
                  {sportWords(t, sport)}
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
            {t('list.date')}
            <input
              type="date"
              className={FIELD}
              value={filters.date ?? ''}
              onChange={(event) => set('date', event.target.value)}
            />
          </label>
          <label className="text-sm font-medium text-slate-700">
            {t('list.level')}
            <select
              className={FIELD}
              value={filters.level ?? ''}
              onChange={(event) => set('level', event.target.value)}
            >
              <option value="">{t('list.anyLevel')}</option>
              {GAME_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {levelText(t, level)}
                </option>
              ))}
            </select>
          </label>
        </form>
        <div className="mt-6">
          {games.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label={t('list.loading')} />
            </div>
          ) : games.isError ? (
            <StatePanel title={t('list.cannotShow')} text={errorText(games.error)} tone="error" />
          ) : games.data.length === 0 ? (
            <StatePanel title={t('list.none')} text={t('list.noneText')} />
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
