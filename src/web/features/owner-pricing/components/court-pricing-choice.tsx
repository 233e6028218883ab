import type { CourtJson } from '../../../../shared/api/turf-contract';
import { ACTION_SECONDARY } from '../../../components/action-styles';
import { CONTROL_BASE, controlTone, LABEL } from '../../../components/form/field-styles';
import { isApiRequestError } from '../../../lib/api-client';
import { useClearCourtPricing, type PricingTarget } from '../api/owner-pricing';

// Whose prices the page edits: the venue's, or one court's priced apart (docs/decisions/039).

export const COURT_PRICING_TEXT = {
  venue: 'The whole venue',
  follows: (court: string) =>
    `${court} follows the venue's prices. Give it prices of its own if it costs more or less (a bigger pitch, a court with lights).`,
  own: (court: string) =>
    `${court} has prices of its own: a slot on it costs these, whichever way it is booked.`,
  priceApart: (court: string) => `Price ${court} apart`,
  useVenue: "Use the venue's prices",
  clearFailed: 'The court could not be changed. Please try again.',
} as const;

export function CourtPricingChoice({
  courts,
  courtId,
  onChange,
}: {
  courts: readonly CourtJson[];
  courtId: string | null;
  onChange: (courtId: string | null) => void;
}) {
  return (
    <div className="mt-6">
      <label className={LABEL} htmlFor="pricing-court">
        Prices for
      </label>
      <select
        id="pricing-court"
        value={courtId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={`${CONTROL_BASE} ${controlTone(false)} max-w-sm`}
      >
        <option value="">{COURT_PRICING_TEXT.venue}</option>
        {courts.map((court) => (
          <option key={court._id} value={court._id}>
            {court.pricing ? `${court.name} (own prices)` : court.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CourtPricingNote({
  target,
  courtName,
  ownPrices,
  pricingApart,
  onPriceApart,
  onCleared,
}: {
  target: PricingTarget;
  courtName: string;
  ownPrices: boolean;
  pricingApart: boolean;
  onPriceApart: () => void;
  onCleared: () => void;
}) {
  const clear = useClearCourtPricing(target);
  const failed = clear.isError
    ? (isApiRequestError(clear.error) && clear.error.serverMessage) ||
      COURT_PRICING_TEXT.clearFailed
    : null;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p>{ownPrices ? COURT_PRICING_TEXT.own(courtName) : COURT_PRICING_TEXT.follows(courtName)}</p>
      {ownPrices ? (
        <button
          type="button"
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined, { onSuccess: onCleared })}
          className={`${ACTION_SECONDARY} mt-3 px-3 py-1.5 text-sm`}
        >
          {COURT_PRICING_TEXT.useVenue}
        </button>
      ) : pricingApart ? null : (
        <button
          type="button"
          onClick={onPriceApart}
          className={`${ACTION_SECONDARY} mt-3 px-3 py-1.5 text-sm`}
        >
          {COURT_PRICING_TEXT.priceApart(courtName)}
        </button>
      )}
      {clear.data?.message && !ownPrices ? (
        <p role="status" className="mt-2 font-medium text-emerald-800">
          {clear.data.message}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
