import { useTranslation } from 'react-i18next';
import { courtsOfTurf } from '../../../../shared/court-availability';
import { priceRulesOfTurf } from '../../../../shared/price-rules-json';
import type { TurfJson } from '../../../../shared/turf-types';
import { MapPinIcon } from '../../../components/icons';
import { PriceHeadline, PriceList } from './price-list';
import { TurfGallery } from './turf-gallery';
import { AmenityList, HouseRuleList } from '../../../components/amenity-list';

export function TurfInfo({ turf }: { turf: TurfJson }) {
  const { t } = useTranslation('turf-detail');
  const rules = priceRulesOfTurf(turf);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TurfGallery turf={turf} />
      <div className="space-y-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
            {t('sportAndArea', {
              sport: t(`sport.${turf.sports_type}`, { defaultValue: turf.sports_type }),
              location: turf.location,
            })}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">
            {turf.name}
          </h1>
          {!turf.state && (
            <span className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800">
              {t('pendingApproval')}
            </span>
          )}
        </div>
        <p className="flex items-start gap-2 text-slate-700">
          <MapPinIcon className="mt-1 h-4 w-4 shrink-0 text-emerald-700" />
          <span>{turf.address}</span>
        </p>
        <a
          href={turf.linkes}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-emerald-700 underline-offset-4 hover:underline"
        >
          {t('viewOnMaps')}
        </a>
        <PriceHeadline rules={rules} />
        <PriceList rules={rules} />
        {(courtsOfTurf(turf) ?? []).map((court) =>
          court.priceRules ? (
            <PriceList
              key={court.id}
              rules={court.priceRules}
              title={t('price.courtHeading', { court: court.name })}
              always
            />
          ) : null,
        )}
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t('about')}</h2>
          <p className="mt-1 leading-relaxed text-slate-700">{turf.description}</p>
        </div>
        {turf.amenities.length > 0 ? (
          <div>
            <h2 className="text-lg font-bold text-slate-900">{t('amenitiesHeading')}</h2>
            <div className="mt-2">
              <AmenityList amenities={turf.amenities} />
            </div>
          </div>
        ) : null}
        {turf.houseRules.length > 0 ? (
          <div>
            <h2 className="text-lg font-bold text-slate-900">{t('houseRulesHeading')}</h2>
            <div className="mt-2">
              <HouseRuleList rules={turf.houseRules} />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
