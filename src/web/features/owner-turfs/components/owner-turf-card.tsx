import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TurfStats } from '../../../../shared/api/owner-contract';
import { isSport } from '../../../../shared/catalog';
import type { TurfJson } from '../../../../shared/turf-types';
import { MapPinIcon } from '../../../components/icons';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/state-panel';
import { TurfImage } from '../../../components/turf-card';
import { formatRupeeAmount } from '../../../utils/money';
import { TurfNumbers } from './turf-numbers';

/**
 * 'Approved' once the admin has listed the turf, 'Pending Approval' until then (spec §2), and
 * 'Unlisted' while the admin has taken it off the list (its bookings stay valid).
 */
function ApprovalBadge({ approved, unlisted }: { approved: boolean; unlisted: boolean }) {
  const { t } = useTranslation('owner-turfs');
  const [label, tone] = approved
    ? [t('card.approved'), 'bg-emerald-50 text-emerald-800 ring-emerald-300']
    : unlisted
      ? [t('card.unlisted'), 'bg-slate-100 text-slate-800 ring-slate-300']
      : [t('card.pending'), 'bg-amber-50 text-amber-800 ring-amber-300'];
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${tone}`}>
      {label}
    </span>
  );
}

const TEAM_LINKS = [
  { key: 'team', to: (id: string) => `/turf-bookings/${id}/team` },
  { key: 'audit', to: (id: string) => `/turf-bookings/${id}/audit` },
  { key: 'dayClose', to: (id: string) => `/turf-bookings/${id}/day-close` },
  { key: 'board', to: () => '/board' },
] as const;

/** One of the owner's turfs, with its approval state, how it is doing and the ways on. */
export function OwnerTurfCard({ turf, stats }: { turf: TurfJson; stats?: TurfStats }) {
  const { t } = useTranslation('owner-turfs');
  const headingId = `owner-turf-${turf._id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="owner-turf-card"
        className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <TurfImage src={turf.images} alt="" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 id={headingId} className="font-bold text-slate-900">
              {turf.name}
            </h3>
            <ApprovalBadge approved={turf.state} unlisted={turf.unlisted === true} />
          </div>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="size-4 shrink-0 text-emerald-600" />
            {turf.location}
          </p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">{t('card.price')}</dt>
              <dd className="font-bold text-emerald-700">{formatRupeeAmount(turf.price)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('card.sport')}</dt>
              <dd className="font-semibold text-slate-800">
                {isSport(turf.sports_type) ? t(`sports.${turf.sports_type}`) : turf.sports_type}
              </dd>
            </div>
          </dl>
          {stats ? <TurfNumbers stats={stats} /> : null}
          <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
            <Link
              to={`/turfs/${turf._id}`}
              state={{ turf }}
              aria-label={t('card.detailsOf', { turf: turf.name })}
              className={`${SECONDARY_BUTTON} px-3 text-sm`}
            >
              {t('card.details')}
            </Link>
            <Link
              to={`/turf-bookings/${turf._id}`}
              aria-label={t('card.bookingsOf', { turf: turf.name })}
              className={`${PRIMARY_BUTTON} px-3 text-sm`}
            >
              {t('card.bookings')}
            </Link>
            <Link
              to={`/turf-bookings/${turf._id}/calendar`}
              aria-label={t('card.calendarOf', { turf: turf.name })}
              className={`${SECONDARY_BUTTON} px-3 text-sm`}
            >
              {t('card.calendar')}
            </Link>
            <Link
              to={`/turfs/${turf._id}/edit`}
              aria-label={t('card.editOf', { turf: turf.name })}
              className={`${SECONDARY_BUTTON} px-3 text-sm`}
            >
              {t('card.edit')}
            </Link>
            <Link
              to={`/turf-bookings/${turf._id}/pricing`}
              aria-label={t('card.pricesOf', { turf: turf.name })}
              className={`${SECONDARY_BUTTON} px-3 text-sm`}
            >
              {t('card.prices')}
            </Link>
            <Link
              to={`/owner/check-in?turfId=${turf._id}`}
              aria-label={t('card.checkInAt', { turf: turf.name })}
              className={`${SECONDARY_BUTTON} px-3 text-sm`}
            >
              {t('card.checkIn')}
            </Link>
          </div>
          {/* The listing's team and its record, and the desk's day (docs/decisions/066). */}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm font-semibold">
            {TEAM_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to(turf._id)}
                  aria-label={t(`card.${link.key}Of`, { turf: turf.name })}
                  className="text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
                >
                  {t(`card.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </li>
  );
}
