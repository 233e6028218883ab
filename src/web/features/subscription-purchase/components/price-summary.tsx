import { useTranslation } from 'react-i18next';
import { formatPaise } from '../../../../shared/display-format';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../../shared/subscription';
import type { PromoPreview } from '../../../queries/promo-preview';

interface PriceSummaryProps {
  originalPaise: number;
  discountPaise: number;
  finalPaise: number;
  /** A promo code, taken off after the 15% (docs/decisions/035). */
  promo?: PromoPreview | null;
}

/**
 * Spec §2: original price, subscription discount (15%), final price, in rupees; with a promo
 * code, its line before the final price, which is then what is paid.
 */
export function PriceSummary({
  originalPaise,
  discountPaise,
  finalPaise,
  promo,
}: PriceSummaryProps) {
  const { t } = useTranslation('subscription');
  return (
    <section aria-labelledby="price-summary-heading">
      <h2 id="price-summary-heading" className="text-lg font-bold text-slate-900">
        {t('price.heading')}
      </h2>
      <dl className="mt-2 text-sm" data-testid="price-summary">
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">{t('price.original')}</dt>
          <dd className="font-medium text-slate-900">{formatPaise(originalPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">
            {t('price.discount', { percent: SUBSCRIPTION_DISCOUNT_PERCENT })}
          </dt>
          <dd className="font-medium text-emerald-700">−{formatPaise(discountPaise)}</dd>
        </div>
        {promo ? (
          <div className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-600">{t('price.promo', { code: promo.code })}</dt>
            <dd className="font-medium text-emerald-700" data-testid="promo-discount">
              −{formatPaise(promo.discountPaise)}
            </dd>
          </div>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">{t('price.final')}</dt>
          <dd className="text-2xl font-extrabold text-emerald-700">
            {formatPaise(promo ? promo.finalPaise : finalPaise)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
