import { Link } from 'react-router';
import type { GameJson } from '../../../../shared/api/game-contract';
import { formatDate } from '../../../../shared/display-format';
import { formatRupeeAmount } from '../../../utils/money';

export function levelLabel(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

export function gameWhen(game: GameJson): string {
  return `${formatDate(game.date)}, ${game.startTime}–${game.endTime}`;
}

/** The rows the list and the game's page both show: spots free, price per spot, organizer. */
export function GameTerms({ game }: { game: GameJson }) {
  return (
    <>
      <dt className="text-slate-500">Spots free</dt>
      <dd>
        {game.spotsFree} of {game.spotsTotal}
      </dd>
      <dt className="text-slate-500">Price per spot</dt>
      <dd>{formatRupeeAmount(game.pricePerSpot)}</dd>
      <dt className="text-slate-500">Organizer</dt>
      <dd>
        {game.organizer.fullname} ({game.organizer.reliability.label})
      </dd>
    </>
  );
}

/** One open game in the list: where, when, level, spots free, price per spot, organizer. */
export function GameCard({ game }: { game: GameJson }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">
        <Link to={`/games/${encodeURIComponent(game._id)}`} className="hover:underline">
          {game.turf.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">{game.turf.location}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="text-slate-500">When</dt>
        <dd>{gameWhen(game)}</dd>
        <dt className="text-slate-500">Sport · level</dt>
        <dd>
          {levelLabel(game.sport)} · {levelLabel(game.level)}
        </dd>
        <GameTerms game={game} />
      </dl>
    </li>
  );
}
