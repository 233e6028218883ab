import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { sportWords } from '../../../components/booking-words';
import { ShareFrontDoor } from '../../../components/share-front-door';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useGamePreview } from '../../../queries/games';
import { formatRupeeAmount } from '../../../utils/money';
import { levelText } from '../game-wording';

/**
 * A game's link opened before signing in (docs/decisions/061): the turf, day, time, spots and the
 * price of a spot first (not its organizer, nor the note), then "Sign in to join" and "Sign up".
 */
export function GameFrontDoor({ gameId, returnTo }: { gameId: string; returnTo: string }) {
  const { t } = useTranslation(['games', 'booking-parts']);
  const errorText = useErrorText();
  const dates = useDates();
  const preview = useGamePreview(gameId);
  if (preview.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('frontDoor.loading')} />
      </div>
    );
  if (preview.isError)
    return (
      <StatePanel title={t('frontDoor.cannotShow')} text={errorText(preview.error)} tone="error">
        <Link to="/games" className={ACTION_PRIMARY}>
          {t('frontDoor.openGames')}
        </Link>
      </StatePanel>
    );
  const game = preview.data;
  const joinable = game.status === 'open' && game.spotsFree > 0;
  return (
    <ShareFrontDoor
      heading={t('frontDoor.heading', { sport: sportWords(t, game.sport) })}
      turfName={game.turf.name}
      facts={[
        { label: t('frontDoor.where'), value: game.turf.location },
        { label: t('frontDoor.day'), value: dates.date(game.date) },
        {
          label: t('frontDoor.time'),
          value: t('frontDoor.timeValue', { start: game.startTime, end: game.endTime }),
        },
        { label: t('frontDoor.level'), value: levelText(t, game.level) },
        {
          label: t('frontDoor.spotsFree'),
          value: t('card.spotsOf', { free: game.spotsFree, total: game.spotsTotal }),
        },
      ]}
      amount={
        joinable
          ? { label: t('frontDoor.yourSpot'), value: formatRupeeAmount(game.pricePerSpot) }
          : null
      }
      action={t('frontDoor.action')}
      returnTo={returnTo}
      note={joinable ? t('frontDoor.noteJoin') : t('frontDoor.noteClosed')}
    />
  );
}
