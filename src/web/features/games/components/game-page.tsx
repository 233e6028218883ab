import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { sportWords } from '../../../components/booking-words';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useAuthStore } from '../../../lib/auth-store';
import { useGame, type GameDetail } from '../../../queries/games';
import { levelText } from '../game-wording';
import { GameTerms, gameWhen } from './game-card';
import { GameFrontDoor } from './game-front-door';
import { GameOrganizerPanel } from './game-organizer-panel';
import { GameYouPanel } from './game-you-panel';

function GameView({ detail, user }: { detail: GameDetail; user: SessionUser }) {
  const { t } = useTranslation(['games', 'booking-parts']);
  const dates = useDates();
  const { game } = detail;
  const organizer = detail.players !== undefined;
  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.heading', { sport: sportWords(t, game.sport), turf: game.turf.name })}
      </h1>
      <p className="mt-1 text-slate-700">
        {t('page.whereWhen', { area: game.turf.location, when: gameWhen(t, dates, game) })}
      </p>
      <p role="status" className="mt-3 text-sm font-medium text-slate-800">
        {t(`page.status.${game.status}`)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-slate-800">
        <dt className="text-slate-500">{t('page.level')}</dt>
        <dd>{levelText(t, game.level)}</dd>
        <GameTerms game={game} />
        {game.minReliability !== null ? (
          <>
            <dt className="text-slate-500">{t('page.playersNeed')}</dt>
            <dd>{t('page.atLeast', { percent: game.minReliability })}</dd>
          </>
        ) : null}
      </dl>
      {game.note ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-800">{game.note}</p>
      ) : null}
      {organizer ? (
        <GameOrganizerPanel detail={detail} />
      ) : (
        <GameYouPanel detail={detail} userId={user._id} />
      )}
    </div>
  );
}

/** The game as a signed-in player (or its organizer) sees it. */
function SignedInGame({ user, gameId }: { user: SessionUser; gameId: string }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const game = useGame(gameId);
  return game.isPending ? (
    <div className="flex justify-center py-16">
      <Spinner label={t('frontDoor.loading')} />
    </div>
  ) : game.isError ? (
    <StatePanel title={t('frontDoor.cannotShow')} text={errorText(game.error)} tone="error">
      <Link to="/games" className={ACTION_PRIMARY}>
        {t('frontDoor.openGames')}
      </Link>
    </StatePanel>
  ) : (
    <GameView detail={game.data} user={user} />
  );
}

/**
 * /games/:gameId: one open game; players join or leave, its organizer runs it (decision 045).
 * Opened before signing in, its front door shows the game first (docs/decisions/061).
 */
export function GamePage() {
  const { t } = useTranslation('games');
  const user = useAuthStore((state) => state.user);
  const { pathname, search } = useLocation();
  const { gameId = '' } = useParams();
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:py-12">
      <PageTitle title={t('page.title')} />
      {user ? (
        <SignedInGame user={user} gameId={gameId} />
      ) : (
        <GameFrontDoor gameId={gameId} returnTo={`${pathname}${search}`} />
      )}
    </section>
  );
}
