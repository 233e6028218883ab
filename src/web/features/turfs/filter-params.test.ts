import { describe, expect, it } from 'vitest';
import { filtersToQuery } from '../../../shared/turf-filters';
import { getAppI18n } from '../../i18n/app-i18n';
import {
  clearFilters,
  currentLabel,
  filterGroups,
  filterGroupsFor,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  toggleFilter,
} from './filter-params';

const params = (search: string) => new URLSearchParams(search);

describe('turf list filters in the URL', () => {
  it('reads known values and ignores anything outside the catalogue', () => {
    expect(parseFilters(params('?location=Mira Road&sport=Cricket&price=500-1000'))).toEqual({
      location: 'Mira Road',
      sport: 'cricket',
      price: '500-1000',
    });
    expect(parseFilters(params('?location=Paris&sport=golf&price=1-2'))).toEqual({
      location: '',
      sport: '',
      price: '',
    });
  });

  it('fixes the sport on a sport page, whatever the URL says', () => {
    expect(parseFilters(params('?sport=football&location=Bandra'), 'cricket')).toEqual({
      location: 'Bandra',
      sport: 'cricket',
      price: '',
    });
  });

  it('writes only chosen values, leaving a fixed sport out', () => {
    expect(filtersToSearch({ location: '', sport: '', price: '' })).toBe('');
    expect(filtersToSearch({ location: 'Mira Road', sport: 'cricket', price: '' })).toBe(
      '?location=Mira+Road&sport=cricket',
    );
    expect(filtersToSearch({ location: '', sport: 'cricket', price: '1000-1500' }, 'cricket')).toBe(
      '?price=1000-1500',
    );
  });

  it('round-trips through the URL into the API query', () => {
    const filters = { location: 'Bandra', sport: 'football', price: '1000-1500' };
    expect(parseFilters(params(filtersToSearch(filters)))).toEqual(filters);
    expect(filtersToQuery(filters)).toEqual({
      location: 'Bandra',
      sport: 'football',
      minPrice: 1000,
      maxPrice: 1500,
    });
  });
});

describe('single choice per group', () => {
  const t = () => getAppI18n().getFixedT('en', 'turfs');
  const groups = () => filterGroups(t());
  const empty = { location: '', sport: '', price: '' };

  it('sets a value, and choosing it again clears it', () => {
    const chosen = toggleFilter(empty, 'location', 'Bandra');
    expect(chosen.location).toBe('Bandra');
    expect(toggleFilter(chosen, 'location', 'Vasai').location).toBe('Vasai');
    expect(toggleFilter(chosen, 'location', 'Bandra').location).toBe('');
    expect(toggleFilter(chosen, 'location', '').location).toBe('');
  });

  it('offers Location, Sports, Price, or Location and Price on a sport page', () => {
    expect(filterGroupsFor(t()).map((g) => g.label)).toEqual(['Location', 'Sports', 'Price']);
    expect(filterGroupsFor(t(), 'cricket').map((g) => g.label)).toEqual(['Location', 'Price']);
    expect(groups().sport.options.map((o) => o.label)).toEqual([
      'Badminton',
      'Cricket',
      'Football',
    ]);
    expect(groups().location.options).toHaveLength(9);
  });

  it('knows when anything is chosen and what to show', () => {
    expect(hasActiveFilters(clearFilters('cricket'), 'cricket')).toBe(false);
    expect(hasActiveFilters({ ...empty, price: '500-1000' })).toBe(true);
    expect(currentLabel(groups().price, { ...empty, price: '500-1000' })).toBe(
      '₹500.00 – ₹1,000.00',
    );
    expect(currentLabel(groups().location, empty)).toBe('All locations');
  });

  it('offers a band under and a band above the spec bands, kept in the URL like them', () => {
    expect(groups().price.options).toEqual([
      { value: 'under-500', label: 'Under ₹500.00' },
      { value: '500-1000', label: '₹500.00 – ₹1,000.00' },
      { value: '1000-1500', label: '₹1,000.00 – ₹1,500.00' },
      { value: 'above-1500', label: 'Above ₹1,500.00' },
    ]);
    for (const price of ['under-500', 'above-1500']) {
      const filters = { ...empty, price };
      expect(parseFilters(params(filtersToSearch(filters)))).toEqual(filters);
    }
  });
});
