import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';
import type { Sport } from '../../../../shared/catalog';
import type { LocalMoment } from '../../../../shared/slots';
import type { TurfFilterState } from '../../../../shared/turf-filters';
import { useVenueNow } from '../../../hooks/use-venue-now';
import {
  clearFilters,
  filterGroupsFor,
  hasActiveFilters,
  toggleFilter,
  type FilterGroup,
  type FilterKey,
} from '../filter-params';
import { parseTurfSearch, turfSearchToSearch, type TurfSearchState } from '../search-params';

/** What the filter panel and the phone's filter tabs need. */
export interface TurfFiltersApi {
  filters: TurfFilterState;
  groups: FilterGroup[];
  /** Anything narrows the list: a filter, a name search or a slot search. */
  isFiltered: boolean;
  /** Where choosing `value` in a group leads: set it, or clear it when it is the current one. */
  hrefFor: (key: FilterKey, value: string) => To;
  /** The list with every filter and search cleared (the sort stays). */
  clearHref: To;
}

export interface TurfListStateApi {
  state: TurfSearchState;
  now: LocalMoment;
  filterApi: TurfFiltersApi;
  /** The URL of another state of this page. */
  hrefOf: (state: TurfSearchState) => To;
  /** Shows a new search from its first page, as a new history entry (Back returns to this one). */
  search: (changes: Partial<Omit<TurfSearchState, 'page'>>) => void;
}

/** The list's state, kept in the URL's search so reloads, shared links and Back keep it. */
export function useTurfListState(fixedSport?: Sport): TurfListStateApi {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const now = useVenueNow();
  const { t } = useTranslation('turfs');
  const state = useMemo(
    () => parseTurfSearch(params, { today: now.date, fixedSport }),
    [params, now.date, fixedSport],
  );
  const hrefOf = (next: TurfSearchState): To => ({
    pathname,
    search: turfSearchToSearch(next, fixedSport),
  });

  return {
    state,
    now,
    hrefOf,
    // From the URL as it is now, not as last drawn: a tap that comes before the list has redrawn
    // after the last one (Near me, then Covered) keeps what that one chose.
    search: (changes) => {
      const current = parseTurfSearch(new URLSearchParams(window.location.search), {
        today: now.date,
        fixedSport,
      });
      void navigate(hrefOf({ ...current, ...changes, page: 1 }));
    },
    filterApi: {
      filters: state.filters,
      groups: filterGroupsFor(t, fixedSport),
      isFiltered:
        hasActiveFilters(state.filters, fixedSport) ||
        !!state.q ||
        !!state.when ||
        state.amenities.length > 0,
      hrefFor: (key, value) =>
        hrefOf({ ...state, filters: toggleFilter(state.filters, key, value), page: 1 }),
      clearHref: hrefOf({
        ...state,
        filters: clearFilters(fixedSport),
        q: '',
        when: null,
        amenities: [],
        page: 1,
      }),
    },
  };
}
