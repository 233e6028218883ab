import {
  LOCATIONS,
  PRICE_BANDS,
  SPORT_LABELS,
  findPriceBand,
  isLocation,
  isSport,
  type PriceBand,
  type Sport,
} from '../../../shared/catalog';
import { formatPaise } from '../../../shared/display-format';
import { EMPTY_FILTERS, type TurfFilterState } from '../../../shared/turf-filters';

// The turf list's filter groups (spec §2: Location, Sports, Price, each a single choice) and how
// they live in the URL (?location=Bandra&sport=cricket&price=500-1000), so a reload or a shared
// link keeps them. Values not in the catalogue are ignored, so the API never sees a bad filter.

export type FilterKey = keyof TurfFilterState;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  key: FilterKey;
  label: string;
  /** The choice that clears this group. */
  allLabel: string;
  options: readonly FilterOption[];
}

const SPORT_OPTION_ORDER = Object.keys(SPORT_LABELS) as Sport[];

export const FILTER_GROUPS: Record<FilterKey, FilterGroup> = {
  location: {
    key: 'location',
    label: 'Location',
    allLabel: 'All locations',
    options: LOCATIONS.map((location) => ({ value: location, label: location })),
  },
  sport: {
    key: 'sport',
    label: 'Sports',
    allLabel: 'All sports',
    options: SPORT_OPTION_ORDER.map((sport) => ({ value: sport, label: SPORT_LABELS[sport] })),
  },
  price: {
    key: 'price',
    label: 'Price',
    allLabel: 'Any price',
    options: PRICE_BANDS.map((band) => ({ value: band.label, label: priceBandText(band) })),
  },
};

/** '₹500.00 – ₹1,000.00'; the open bands name the spec band's edge they start past. */
export function priceBandText(band: PriceBand): string {
  if (band.minPaise === null) return `Under ${formatPaise(band.maxPaise + 1)}`;
  if (band.maxPaise === null) return `Above ${formatPaise(band.minPaise - 1)}`;
  return `${formatPaise(band.minPaise)} – ${formatPaise(band.maxPaise)}`;
}

/** A sport page fixes the sport, so it offers location and price only (spec §2). */
export function filterGroupsFor(fixedSport?: Sport): FilterGroup[] {
  return fixedSport
    ? [FILTER_GROUPS.location, FILTER_GROUPS.price]
    : [FILTER_GROUPS.location, FILTER_GROUPS.sport, FILTER_GROUPS.price];
}

export function parseFilters(params: URLSearchParams, fixedSport?: Sport): TurfFilterState {
  const location = params.get('location') ?? '';
  const sport = (params.get('sport') ?? '').toLowerCase();
  const price = params.get('price') ?? '';
  return {
    location: isLocation(location) ? location : '',
    sport: fixedSport ?? (isSport(sport) ? sport : ''),
    price: findPriceBand(price) ? price : '',
  };
}

/** The URL search for a filter state ('' when nothing is chosen); a fixed sport stays out of it. */
export function filtersToSearch(filters: TurfFilterState, fixedSport?: Sport): string {
  const params = new URLSearchParams();
  if (filters.location) params.set('location', filters.location);
  if (filters.sport && !fixedSport) params.set('sport', filters.sport);
  if (filters.price) params.set('price', filters.price);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Choosing a value sets it; choosing the current value again (or '') clears the group. */
export function toggleFilter(
  filters: TurfFilterState,
  key: FilterKey,
  value: string,
): TurfFilterState {
  return { ...filters, [key]: filters[key] === value ? '' : value };
}

/** Every group the page offers cleared (a fixed sport stays). */
export function clearFilters(fixedSport?: Sport): TurfFilterState {
  return { ...EMPTY_FILTERS, sport: fixedSport ?? '' };
}

export function hasActiveFilters(filters: TurfFilterState, fixedSport?: Sport): boolean {
  return filterGroupsFor(fixedSport).some((group) => filters[group.key] !== '');
}

/** The label of a group's current choice, or its "all" label. */
export function currentLabel(group: FilterGroup, filters: TurfFilterState): string {
  const value = filters[group.key];
  return group.options.find((option) => option.value === value)?.label ?? group.allLabel;
}
