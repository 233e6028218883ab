import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PendingTurf } from '../../../../shared/api/admin-turfs-contract';
import { MapPinIcon } from '../../../components/icons';
import { TurfImage } from '../../../components/turf-card';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useDates } from '../../../i18n/use-language';
import { sportText } from '../sport-text';
import { formatRupeeAmount } from '../../../utils/money';
import { venueDateOf } from '../venue-instant';

/** One turf waiting for review; the whole card opens /admin/dashboard/{id} (spec §2). */
export function PendingTurfCard({ turf }: { turf: PendingTurf }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const zone = useVenueTimeZone();
  return (
    <li>
      <Link
        to={`/admin/dashboard/${turf._id}`}
        state={{ turf }}
        data-testid="pending-turf-card"
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-emerald-300 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
      >
        <div className="relative overflow-hidden">
          <TurfImage
            src={turf.images}
            alt=""
            className="transition duration-300 group-hover:scale-105"
          />
          <span className="absolute top-3 left-3 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900 shadow-sm ring-1 ring-amber-300">
            {t('dashboard.statusPending')}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="font-bold text-slate-900 group-hover:text-emerald-800">{turf.name}</h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="size-4 shrink-0 text-emerald-600" />
            {turf.location}
          </p>
          <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
            <div>
              <dt className="text-slate-500">{t('dashboard.owner')}</dt>
              <dd className="truncate font-semibold text-slate-800">{turf.ownerName}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('dashboard.submitted')}</dt>
              <dd className="font-semibold text-slate-800">
                {venueDateOf(turf.submittedAt, zone, dates.date)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('dashboard.sport')}</dt>
              <dd className="font-semibold text-slate-800">{sportText(t, turf.sports_type)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('dashboard.pricePerHour')}</dt>
              <dd className="font-bold text-emerald-700">{formatRupeeAmount(turf.price)}</dd>
            </div>
          </dl>
        </div>
      </Link>
    </li>
  );
}
