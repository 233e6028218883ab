import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TurfFiltersApi } from '../hooks/use-turf-list-state';
import { FilterOptionLink } from './filter-option-link';

const chipClass = (active: boolean) =>
  `inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium transition ${
    active
      ? 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800'
      : 'bg-slate-100 text-slate-700 hover:bg-emerald-50 hover:text-emerald-800'
  }`;

/** The desktop filters (≥ md): every group's choices as chips in a side panel. */
export function FilterSidePanel({
  filters,
  groups,
  isFiltered,
  hrefFor,
  clearHref,
}: TurfFiltersApi) {
  const { t } = useTranslation('turfs');
  return (
    <aside aria-label={t('filter.heading')} className="hidden w-64 shrink-0 md:block">
      <div className="sticky top-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <h2 className="text-base font-bold text-slate-900">{t('filter.heading')}</h2>
          {isFiltered ? (
            <Link
              to={clearHref}
              replace
              preventScrollReset
              className="text-sm font-semibold text-emerald-700 hover:text-emerald-800 hover:underline"
            >
              {t('filter.clearAll')}
            </Link>
          ) : null}
        </div>
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`filter-${group.key}`} className="mt-5">
            <h3
              id={`filter-${group.key}`}
              className="text-xs font-semibold tracking-wider text-slate-500 uppercase"
            >
              {group.label}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              <li>
                <FilterOptionLink
                  to={hrefFor(group.key, '')}
                  active={filters[group.key] === ''}
                  className={chipClass(filters[group.key] === '')}
                >
                  {group.allLabel}
                </FilterOptionLink>
              </li>
              {group.options.map((option) => {
                const active = filters[group.key] === option.value;
                return (
                  <li key={option.value}>
                    <FilterOptionLink
                      to={hrefFor(group.key, option.value)}
                      active={active}
                      className={chipClass(active)}
                    >
                      {option.label}
                    </FilterOptionLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}
