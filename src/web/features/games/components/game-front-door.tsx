import { Link } from 'react-router';
import { formatDate } from '../../../../shared/display-format';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { ShareFrontDoor } from '../../../components/share-front-door';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useGamePreview } from '../../../queries/games';
import { formatRupeeAmount } from '../../../utils/money';
import { failureText } from '../game-wording';
import { levelLabel } from './game-card';

/**
 * A game's link opened before signing in (docs/decisions/061): the turf, day, time, spots and the
 * price of a spot first (not its organizer, nor the note), then "Sign in to join" and "Sign up".
 */
export function GameFrontDoor({ gameId, returnTo }: { gameId: string; returnTo: string }) {
  const preview = useGamePreview(gameId);
  if (preview.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the game" />
      </div>
    );
  if (preview.isError)
    return (
      <StatePanel title="This game cannot be shown" text={failureText(preview.error)} tone="error">
        <Link to="/games" className={ACTION_PRIMARY}>
          Open games
        </Link>
      </StatePanel>
    );
  const game = preview.data;
  const joinable = game.status === 'open' && game.spotsFree > 0;
  return (
    <ShareFrontDoor
      heading={`${levelLabel(game.sport)} game`}
      turfName={game.turf.name}
      facts={[
        { label: 'Where', value: game.turf.location },
        { label: 'Day', value: formatDate(game.date) },
        { label: 'Time', value: `${game.startTime} – ${game.endTime}` },
        { label: 'Level', value: levelLabel(game.level) },
        { label: 'Spots free', value: `${game.spotsFree} of ${game.spotsTotal}` },
      ]}
      amount={joinable ? { label: 'Your spot', value: formatRupeeAmount(game.pricePerSpot) } : null}
      action="Sign in to join"
      returnTo={returnTo}
      note={
        joinable ? 'By card or UPI once you are signed in.' : 'This game is not taking players.'
      }
    />
  );
}
