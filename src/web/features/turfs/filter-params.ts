import type { TFunction } from 'i18next';
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
const GROUP_KEYS: readonly FilterKey[] = ['location', 'sport', 'price'];

/**
 * The groups in the reader's language (`t` of the turfs catalogue): the area names are place
 * names and stay as they are in every language (docs/i18n-glossary.md).
 */
export function filterGroups(t: TFunction): Record<FilterKey, FilterGroup> {
  return {
    location: {
      key: 'location',
      label: t('filter.location'),
      allLabel: t('filter.allLocations'),
      options: LOCATIONS.map((location) => ({ value: location, label: location })),
    },
    sport: {
      key: 'sport',
      label: t('filter.sport'),
      allLabel: t('filter.allSports'),
      options: SPORT_OPTION_ORDER.map((sport) => ({ value: sport, label: t(`sport.${sport}`) })),
    },
    price: {
      key: 'price',
      label: t('filter.price'),
      allLabel: t('filter.anyPrice'),
      options: PRICE_BANDS.map((band) => ({ value: band.label, label: priceBandText(band, t) })),
    },
  };
}

/** '₹500.00 – ₹1,000.00'; the open bands name the spec band's edge they start past. */
export function priceBandText(band: PriceBand, t: TFunction): string {
  if (band.minPaise === null)
    return t('priceBand.under', { amount: formatPaise(band.maxPaise + 1) });
  if (band.maxPaise === null)
    return t('priceBand.above', { amount: formatPaise(band.minPaise - 1) });
  return t('priceBand.between', {
    from: formatPaise(band.minPaise),
    to: formatPaise(band.maxPaise),
  });
}

/** A sport page fixes the sport, so it offers location and price only (spec §2). */
export function filterGroupsFor(t: TFunction, fixedSport?: Sport): FilterGroup[] {
  const groups = filterGroups(t);
  return groupKeysFor(fixedSport).map((key) => groups[key]);
}

function groupKeysFor(fixedSport?: Sport): readonly FilterKey[] {
  return fixedSport ? GROUP_KEYS.filter((key) => key !== 'sport') : GROUP_KEYS;
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
  return groupKeysFor(fixedSport).some((key) => filters[key] !== '');
}

/** The label of a group's current choice, or its "all" label. */
export function currentLabel(group: FilterGroup, filters: TurfFilterState): string {
  const value = filters[group.key];
  return group.options.find((option) => option.value === value)?.label ?? group.allLabel;
}
