import { formatPaise } from '../../../../shared/display-format';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../../shared/subscription';

interface PriceSummaryProps {
  originalPaise: number;
  discountPaise: number;
  finalPaise: number;
}

/** Spec §2: original price, subscription discount (15%), final price, in rupees. */
export function PriceSummary({ originalPaise, discountPaise, finalPaise }: PriceSummaryProps) {
  return (
    <section aria-labelledby="price-summary-heading">
      <h2 id="price-summary-heading" className="text-lg font-bold text-slate-900">
        Price Summary
      </h2>
      <dl className="mt-2 text-sm" data-testid="price-summary">
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">Original Price</dt>
          <dd className="font-medium text-slate-900">{formatPaise(originalPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">
            Subscription Discount ({SUBSCRIPTION_DISCOUNT_PERCENT}%)
          </dt>
          <dd className="font-medium text-emerald-700">−{formatPaise(discountPaise)}</dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Final Price</dt>
          <dd className="text-2xl font-extrabold text-emerald-700">{formatPaise(finalPaise)}</dd>
        </div>
      </dl>
    </section>
  );
}
