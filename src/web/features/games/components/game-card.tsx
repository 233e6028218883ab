import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameJson } from '../../../../shared/api/game-contract';
import { sportWords } from '../../../components/booking-words';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';
import { levelText, reliabilityText } from '../game-wording';

/** 'Tue, 24 Nov 2026, 6:00 PM–7:00 PM' in the language. */
export function gameWhen(t: TFunction, dates: ReturnType<typeof useDates>, game: GameJson): string {
  return t('games:card.when', {
    date: dates.date(game.date),
    start: game.startTime,
    end: game.endTime,
  });
}

/** The rows the list and the game's page both show: spots free, price per spot, organizer. */
export function GameTerms({ game }: { game: GameJson }) {
  const { t } = useTranslation('games');
  return (
    <>
      <dt className="text-slate-500">{t('card.spotsFree')}</dt>
      <dd>{t('card.spotsOf', { free: game.spotsFree, total: game.spotsTotal })}</dd>
      <dt className="text-slate-500">{t('card.pricePerSpot')}</dt>
      <dd>{formatRupeeAmount(game.pricePerSpot)}</dd>
      <dt className="text-slate-500">{t('card.organizer')}</dt>
      <dd>
        {t('card.organizerValue', {
          name: game.organizer.fullname,
          reliability: reliabilityText(t, game.organizer.reliability),
        })}
      </dd>
    </>
  );
}

/** One open game in the list: where, when, level, spots free, price per spot, organizer. */
export function GameCard({ game }: { game: GameJson }) {
  const { t } = useTranslation(['games', 'booking-parts']);
  const dates = useDates();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">
        <Link to={`/games/${encodeURIComponent(game._id)}`} className="hover:underline">
          {game.turf.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">{game.turf.location}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="text-slate-500">{t('card.whenLabel')}</dt>
        <dd>{gameWhen(t, dates, game)}</dd>
        <dt className="text-slate-500">{t('card.sportLevel')}</dt>
        <dd>
          {t('card.sportLevelValue', {
            sport: sportWords(t, game.sport),
            level: levelText(t, game.level),
          })}
        </dd>
        <GameTerms game={game} />
      </dl>
    </li>
  );
}
