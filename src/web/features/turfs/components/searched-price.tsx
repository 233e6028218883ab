import { Trans, useTranslation } from 'react-i18next';
import type { FreeSlot } from '../../../../shared/api/turf-contract';
import { formatRupeeAmount } from '../../../utils/money';
import { slotRangeText } from '../free-slot-booking';

/**
 * A slot search card's headline price: what its free time nearest the time searched costs
 * ("₹1,150 for 7:00 – 8:00 PM"), the price the search's price order sorts by, and whether the
 * turf's prices change with the time (docs/decisions/067). The spec's `price` (the base an hour)
 * would read out of order in a list sorted by the searched time's price.
 */
export function SearchedPrice({ slot, pricesVary }: { slot: FreeSlot; pricesVary: boolean }) {
  const { t } = useTranslation('turfs');
  return (
    <span className="flex flex-col" data-testid="searched-price">
      <span>
        <Trans
          t={t}
          i18nKey="searchedPrice"
          values={{
            amount: formatRupeeAmount(slot.amount),
            range: slotRangeText(slot.startTime, slot.endTime),
          }}
          components={{
            quiet: <span className="text-sm text-slate-500" />,
            amount: <span className="text-lg font-extrabold text-emerald-700" />,
          }}
        />
      </span>
      {pricesVary ? <span className="text-xs text-slate-500">{t('pricesVaryByTime')}</span> : null}
    </span>
  );
}
