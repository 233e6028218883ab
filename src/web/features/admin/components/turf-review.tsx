import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '../../../../shared/api/admin-turfs-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import { PointView } from '../../../components/map/point-on-map';
import { TurfImage } from '../../../components/turf-card';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';
import { useAdminTurf } from '../api/admin-turfs';
import { sportText } from '../sport-text';
import { venueDateOf } from '../venue-instant';
import { ReviewActions } from './review-actions';
import { pointText } from '../../../../shared/geo';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

const isHttp = (value: string) => /^https?:\/\//i.test(value);

type Standing = ListingStatus | 'rejected';

// A standing's words are the admin namespace's review.badge.<standing> and review.note.<standing>.
const BADGE_TONES: Record<Standing, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  unlisted: 'bg-slate-100 text-slate-800 ring-slate-300',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const NOTE_TONES: Partial<Record<Standing, string>> = {
  approved: 'bg-emerald-50 text-emerald-900',
  unlisted: 'bg-slate-100 text-slate-800',
  rejected: 'bg-red-50 text-red-800',
};

/** The turf under review, its facts, owner and date, and what the admin can decide now. */
export function TurfReview({ turf, onRejected }: { turf: TurfJson; onRejected: () => void }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const zone = useVenueTimeZone();
  const admin = useAdminTurf(turf._id);
  // What this screen did wins over an answer that may predate it.
  const [outcome, setOutcome] = useState<'approved' | 'rejected' | null>(null);
  const listing = admin.data?.status ?? null;
  const standing: Standing | null =
    outcome === 'rejected' || (outcome === 'approved' && listing !== 'unlisted')
      ? outcome
      : (listing ?? (turf.state ? 'approved' : null));
  const badge = standing ?? 'pending';
  const noteTone = standing ? NOTE_TONES[standing] : undefined;

  return (
    <article className="mt-6 grid gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8">
      <div className="overflow-hidden rounded-xl">
        <TurfImage src={turf.images} alt={t('review.photo', { turf: turf.name })} />
      </div>
      <div className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {turf.name}
          </h1>
          <span className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${BADGE_TONES[badge]}`}>
            {t(`review.badge.${badge}`)}
          </span>
        </div>
        <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
          {admin.data ? (
            <>
              <Detail label={t('review.owner')}>
                {admin.data.ownerName}{' '}
                <span className="text-sm break-all text-slate-600">({admin.data.ownerEmail})</span>
              </Detail>
              <Detail label={t('review.submitted')}>
                {venueDateOf(admin.data.submittedAt, zone, dates.date)}
              </Detail>
            </>
          ) : null}
          <Detail label={t('review.location')}>{turf.location}</Detail>
          <Detail label={t('review.sportType')}>{sportText(t, turf.sports_type)}</Detail>
          <Detail label={t('review.pricePerHour')}>
            <span className="font-bold text-emerald-700">{formatRupeeAmount(turf.price)}</span>
          </Detail>
          <Detail label={t('review.address')}>{turf.address}</Detail>
          <Detail label={t('review.mapsLink')}>
            {isHttp(turf.linkes) ? (
              <a
                href={turf.linkes}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-emerald-700 hover:underline"
              >
                {turf.linkes}
                <span className="sr-only">{t('review.newTab')}</span>
              </a>
            ) : (
              <span className="text-slate-500">{turf.linkes || t('review.none')}</span>
            )}
          </Detail>
          <Detail label={t('review.description')}>
            <span className="whitespace-pre-line">{turf.description}</span>
          </Detail>
          <Detail label={t('review.point')}>
            {turf.geo ? (
              // The point as numbers with a link to look at it (docs/decisions/067).
              <a
                href={`https://www.openstreetmap.org/?mlat=${turf.geo.lat}&mlon=${turf.geo.lng}#map=17/${turf.geo.lat}/${turf.geo.lng}`}
                target="_blank"
                rel="noreferrer"
                data-testid="review-point"
                className="font-semibold text-emerald-700 hover:underline"
              >
                {pointText(turf.geo)}
                <span className="sr-only">
                  {t('review.pointLink', { point: pointText(turf.geo) })}
                </span>
              </a>
            ) : (
              <span className="text-slate-500">{t('review.noPoint')}</span>
            )}
          </Detail>
        </dl>

        {/* Where the listing says it is, to check against its address (decision 067). */}
        <div className="mt-4">
          <PointView point={turf.geo ?? null} name={turf.name} price={turf.price} />
        </div>

        <div role="status" className="mt-4 empty:hidden">
          {standing && noteTone ? (
            <p className={`rounded-lg px-4 py-3 text-sm ${noteTone}`}>
              {t(`review.note.${standing}`)}
            </p>
          ) : null}
        </div>

        {standing === 'rejected' ? null : (
          <ReviewActions
            turf={turf}
            status={standing}
            onApproved={() => setOutcome('approved')}
            onRejected={() => {
              setOutcome('rejected');
              onRejected();
            }}
          />
        )}
      </div>
    </article>
  );
}
