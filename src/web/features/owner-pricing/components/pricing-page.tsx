import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../../i18n/error-text';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useAuthStore } from '../../../lib/auth-store';
import { useTurf } from '../../../queries/turf-detail';
import { useOwnerPricing, type PricingTarget } from '../api/owner-pricing';
import { draftOf } from '../pricing-draft';
import { CourtPricingChoice, CourtPricingNote } from './court-pricing-choice';
import { PricingForm } from './pricing-form';

// /turf-bookings/:turfId/pricing: an owner's (or the admin's) prices for one listing
// (docs/decisions/034), and for each of its courts priced apart (docs/decisions/039).

export function PricingPage() {
  const { t } = useTranslation('owner-pricing');
  const errorText = useErrorText();
  const { turfId = '' } = useParams();
  const turf = useTurf(turfId, null).data;
  // A manager goes back to their venues; the owner to their turfs (docs/decisions/066).
  const isStaff = useAuthStore((state) => state.user?.role === 'user');
  const [courtId, setCourtId] = useState<string | null>(null);
  const target: PricingTarget = { turfId, courtId };
  const pricing = useOwnerPricing(target);
  // A court is priced apart only where a listing has several to tell apart.
  const courts = turf?.courts && turf.courts.length > 1 ? turf.courts : [];
  const court = courts.find(({ _id }) => _id === courtId) ?? null;
  const heading = turf ? t('page.titleOf', { turf: turf.name }) : t('page.title');
  // A court that follows the venue shows the venue's prices until its owner prices it apart.
  const [pricingApart, setPricingApart] = useState(false);
  let body;
  if (pricing.isError) {
    // A player or another owner is told why (the server's words), anything else to retry.
    body = <StatePanel tone="error" title={errorText(pricing.error, t('page.loadFailed'))} />;
  } else if (!pricing.data || pricing.isPlaceholderData) {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label={t('page.loading')} />
      </div>
    );
  } else {
    const ownPrices = pricing.data.ownPrices !== false;
    body = (
      <>
        {court ? (
          <CourtPricingNote
            target={target}
            courtName={court.name}
            ownPrices={ownPrices}
            pricingApart={pricingApart}
            onPriceApart={() => setPricingApart(true)}
            onCleared={() => setPricingApart(false)}
          />
        ) : null}
        {!court || ownPrices || pricingApart ? (
          // The form starts from the rules as first read and keeps the owner's edits after.
          <PricingForm
            key={courtId ?? 'listing'}
            target={target}
            initial={draftOf(pricing.data.pricing)}
            hours={turf?.openingHours ?? null}
          />
        ) : null}
      </>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={heading} />
      <p className="text-sm">
        <Link
          to={isStaff ? '/staff' : '/turf-bookings'}
          className="font-semibold text-emerald-700 hover:underline"
        >
          {isStaff ? t('page.backToVenues') : t('page.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      {courts.length > 0 ? (
        <CourtPricingChoice
          courts={courts}
          courtId={courtId}
          onChange={(next) => {
            setCourtId(next);
            setPricingApart(false);
          }}
        />
      ) : null}
      {body}
    </div>
  );
}
