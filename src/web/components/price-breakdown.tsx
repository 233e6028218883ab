import { useTranslation } from 'react-i18next';
import type { PricePartJson } from '../../shared/price-rules-json';
import type { PriceLabel } from '../../shared/price-rules';
import { formatRupeeAmount } from '../utils/money';

// A price by band (docs/decisions/034): each stretch of one rate with its label, as the server
// charges it. A single standard stretch says nothing the total does not, so it is left out.

const LABEL_KEYS: Record<PriceLabel, string> = {
  Standard: 'standard',
  Peak: 'peak',
  'Off-peak': 'offPeak',
  'Special day': 'specialDay',
  'Last-minute offer': 'lastMinute',
};

const LABEL_STYLES: Record<PriceLabel, string> = {
  Standard: 'bg-slate-100 text-slate-700',
  Peak: 'bg-amber-100 text-amber-900',
  'Off-peak': 'bg-sky-100 text-sky-900',
  'Special day': 'bg-violet-100 text-violet-900',
  'Last-minute offer': 'bg-emerald-100 text-emerald-900',
};

export function PriceLabelChip({ label }: { label: PriceLabel }) {
  const { t } = useTranslation('booking-parts');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${LABEL_STYLES[label]}`}>
      {t(`price.labels.${LABEL_KEYS[label]}`)}
    </span>
  );
}

export function PriceBreakdown({ parts }: { parts: readonly PricePartJson[] }) {
  const { t } = useTranslation('booking-parts');
  if (parts.length === 0 || (parts.length === 1 && parts[0]!.label === 'Standard')) return null;
  return (
    <div className="mt-4" data-testid="price-breakdown">
      <h2 className="text-sm font-semibold text-slate-900">{t('price.heading')}</h2>
      <ul className="mt-2 space-y-2">
        {parts.map((part) => (
          <li
            key={part.startTime}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm"
          >
            <span className="flex flex-wrap items-center gap-2 text-slate-700">
              <span>
                {part.startTime} – {part.endTime}
              </span>
              <PriceLabelChip label={part.label} />
              <span className="text-slate-500">
                {t('price.perHour', { amount: formatRupeeAmount(part.perHour) })}
              </span>
            </span>
            <span className="font-medium text-slate-900">{formatRupeeAmount(part.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
