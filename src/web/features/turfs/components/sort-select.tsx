import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurfSort } from '../../../../shared/turf-filters';

/** Each order's key in the turfs catalogue. */
const SORT_LABELS: Record<TurfSort, string> = {
  name: 'sort.name',
  price_asc: 'sort.priceAsc',
  price_desc: 'sort.priceDesc',
  rating: 'sort.rating',
};

interface SortSelectProps {
  sort: TurfSort | null;
  /** With a name search the server's default is the closest match, not the name. */
  searching: boolean;
  /** Measured from a point: the server's default is nearest first (docs/decisions/067). */
  nearest?: boolean;
  onSort: (sort: TurfSort | null) => void;
}

/** The list's order; choosing applies at once (it narrows nothing). */
export function SortSelect({ sort, searching, nearest = false, onSort }: SortSelectProps) {
  const id = useId();
  const { t } = useTranslation('turfs');
  const choices = (Object.keys(SORT_LABELS) as TurfSort[]).filter(
    // Without a search the default already is by name: offer it once.
    (choice) => searching || nearest || choice !== 'name',
  );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={sort === 'name' && !searching && !nearest ? '' : (sort ?? '')}
        onChange={(event) => onSort((event.target.value || null) as TurfSort | null)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
      >
        <option value="">
          {nearest ? t('sortNearest') : searching ? t('sort.bestMatch') : t('sort.name')}
        </option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(SORT_LABELS[choice])}
          </option>
        ))}
      </select>
    </div>
  );
}
