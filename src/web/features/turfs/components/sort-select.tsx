import { useId } from 'react';
import type { TurfSort } from '../../../../shared/turf-filters';

const SORT_LABELS: Record<TurfSort, string> = {
  name: 'Name',
  price_asc: 'Price low–high',
  price_desc: 'Price high–low',
  rating: 'Rating',
};

interface SortSelectProps {
  sort: TurfSort | null;
  /** With a name search the server's default is the closest match, not the name. */
  searching: boolean;
  onSort: (sort: TurfSort | null) => void;
}

/** The list's order; choosing applies at once (it narrows nothing). */
export function SortSelect({ sort, searching, onSort }: SortSelectProps) {
  const id = useId();
  const choices = (Object.keys(SORT_LABELS) as TurfSort[]).filter(
    // Without a search the default already is by name: offer it once.
    (choice) => searching || choice !== 'name',
  );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <select
        id={id}
        value={sort === 'name' && !searching ? '' : (sort ?? '')}
        onChange={(event) => onSort((event.target.value || null) as TurfSort | null)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
      >
        <option value="">{searching ? 'Best match' : 'Name'}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {SORT_LABELS[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
