import { Trans, useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/api-types';
import { canRateTurfs } from '../../../../shared/permissions';
import type { TurfJson } from '../../../../shared/turf-types';
import { useMyRating, useRateTurf } from '../api/rating';
import { StarRating } from './star-rating';

function YourRating({ turfId, user }: { turfId: string; user: SessionUser }) {
  const { t } = useTranslation('turf-detail');
  const mine = useMyRating(turfId, user._id);
  const rate = useRateTurf(turfId, user._id);
  const value = mine.data ?? 0;
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm font-semibold text-emerald-900">{t('rating.rate')}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <StarRating
          value={value}
          disabled={mine.isLoading}
          onChange={(rating) => rate.mutate(rating)}
        />
        <span className="text-sm text-emerald-800" aria-live="polite">
          {value === 0 ? t('rating.notRated') : t('rating.yours', { value })}
        </span>
      </div>
    </div>
  );
}

export function RatingsSection({ turf, user }: { turf: TurfJson; user: SessionUser | null }) {
  // A turf carried in an older tab's navigation state may predate ratings in lists.
  const { t } = useTranslation('turf-detail');
  const ratings = turf.ratings ?? [];
  return (
    <section aria-labelledby="ratings-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ratings-heading" className="text-xl font-bold text-slate-900">
          {t('rating.heading')}
        </h2>
        {turf.averageRating !== null && (
          <p className="text-sm text-slate-600" data-testid="average-rating">
            <span className="text-amber-500">★</span>{' '}
            <Trans
              t={t}
              i18nKey="rating.average"
              values={{ average: turf.averageRating.toFixed(1), count: turf.ratingCount }}
              components={{ strong: <span className="font-semibold text-slate-900" /> }}
            />
          </p>
        )}
      </div>

      {canRateTurfs(user) && user && <YourRating turfId={turf._id} user={user} />}
      {!user && <p className="text-sm text-slate-600">{t('rating.logIn')}</p>}

      {ratings.length === 0 ? (
        <p className="text-slate-500">{t('rating.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {ratings.map((entry) => (
            <li key={entry._id} className="flex items-center justify-between px-4 py-3">
              <span className="font-medium text-slate-800">{entry.user}</span>
              <span className="text-sm text-slate-700">
                <span className="text-amber-500" aria-hidden="true">
                  {'★'.repeat(entry.rating)}
                  <span className="text-slate-300">{'★'.repeat(5 - entry.rating)}</span>
                </span>{' '}
                {entry.rating}/5
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
