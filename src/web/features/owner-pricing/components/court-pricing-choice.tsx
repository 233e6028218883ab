import { useTranslation } from 'react-i18next';
import type { CourtJson } from '../../../../shared/api/turf-contract';
import { ACTION_SECONDARY } from '../../../components/action-styles';
import { CONTROL_BASE, controlTone, LABEL } from '../../../components/form/field-styles';
import { useErrorText } from '../../../i18n/error-text';
import { useClearCourtPricing, type PricingTarget } from '../api/owner-pricing';
import { pricingText } from '../pricing-texts';

// Whose prices the page edits: the venue's, or one court's priced apart (docs/decisions/039).

export function CourtPricingChoice({
  courts,
  courtId,
  onChange,
}: {
  courts: readonly CourtJson[];
  courtId: string | null;
  onChange: (courtId: string | null) => void;
}) {
  const { t } = useTranslation('owner-pricing');
  return (
    <div className="mt-6">
      <label className={LABEL} htmlFor="pricing-court">
        {t('court.pricesFor')}
      </label>
      <select
        id="pricing-court"
        value={courtId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={`${CONTROL_BASE} ${controlTone(false)} max-w-sm`}
      >
        <option value="">{t('court.venue')}</option>
        {courts.map((court) => (
          <option key={court._id} value={court._id}>
            {court.pricing ? t('court.ownPrices', { court: court.name }) : court.name}
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
  const { t } = useTranslation('owner-pricing');
  const errorText = useErrorText();
  const clear = useClearCourtPricing(target);
  const failed = clear.isError ? errorText(clear.error, t('court.clearFailed')) : null;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p>{t(ownPrices ? 'court.own' : 'court.follows', { court: courtName })}</p>
      {ownPrices ? (
        <button
          type="button"
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined, { onSuccess: onCleared })}
          className={`${ACTION_SECONDARY} mt-3 px-3 py-1.5 text-sm`}
        >
          {t('court.useVenue')}
        </button>
      ) : pricingApart ? null : (
        <button
          type="button"
          onClick={onPriceApart}
          className={`${ACTION_SECONDARY} mt-3 px-3 py-1.5 text-sm`}
        >
          {t('court.priceApart', { court: courtName })}
        </button>
      )}
      {clear.data?.message && !ownPrices ? (
        <p role="status" className="mt-2 font-medium text-emerald-800">
          {pricingText(t, clear.data.message)}
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
