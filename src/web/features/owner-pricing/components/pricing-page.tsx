import { Link, useParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useTurf } from '../../../queries/turf-detail';
import { useOwnerPricing } from '../api/owner-pricing';
import { draftOf } from '../pricing-draft';
import { PricingForm } from './pricing-form';

// /turf-bookings/:turfId/pricing: an owner's (or the admin's) prices for one listing
// (docs/decisions/034).

export const PRICING_MESSAGES = {
  loadFailed: 'Could not load the prices. Please try again.',
} as const;

export function PricingPage() {
  const { turfId = '' } = useParams();
  const turf = useTurf(turfId, null).data;
  const pricing = useOwnerPricing(turfId);
  const heading = turf ? `${turf.name} - Prices` : 'Prices';
  let body;
  if (pricing.isError) {
    // A player or another owner is told why (the server's words), anything else to retry.
    const reason = isApiRequestError(pricing.error) ? pricing.error.serverMessage : null;
    body = <StatePanel tone="error" title={reason ?? PRICING_MESSAGES.loadFailed} />;
  } else if (!pricing.data) {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label="Loading the prices" />
      </div>
    );
  } else {
    body = (
      // The form starts from the rules as first read and keeps the owner's edits after.
      <PricingForm
        turfId={turfId}
        initial={draftOf(pricing.data.pricing)}
        hours={turf?.openingHours ?? null}
      />
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={heading} />
      <p className="text-sm">
        <Link to="/turf-bookings" className="font-semibold text-emerald-700 hover:underline">
          ← Your turfs
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 text-slate-600">
        New bookings pay these prices. Bookings already made keep the price they were made at.
      </p>
      {body}
    </div>
  );
}
