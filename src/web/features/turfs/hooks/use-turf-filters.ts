import { useMemo } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';
import type { Sport } from '../../../../shared/catalog';
import type { TurfFilterState } from '../../../../shared/turf-filters';
import {
  clearFilters,
  filterGroupsFor,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  toggleFilter,
  type FilterGroup,
  type FilterKey,
} from '../filter-params';

export interface TurfFiltersApi {
  filters: TurfFilterState;
  groups: FilterGroup[];
  isFiltered: boolean;
  /** Where choosing `value` in a group leads: set it, or clear it when it is the current one. */
  hrefFor: (key: FilterKey, value: string) => To;
  clearHref: To;
}

/** The page's filter state, kept in the URL's search so reloads and shared links keep it. */
export function useTurfFilters(fixedSport?: Sport): TurfFiltersApi {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => parseFilters(params, fixedSport), [params, fixedSport]);

  return {
    filters,
    groups: filterGroupsFor(fixedSport),
    isFiltered: hasActiveFilters(filters, fixedSport),
    hrefFor: (key, value) => ({
      pathname,
      search: filtersToSearch(toggleFilter(filters, key, value), fixedSport),
    }),
    clearHref: { pathname, search: filtersToSearch(clearFilters(fixedSport), fixedSport) },
  };
}
