import { describe, expect, it } from 'vitest';
import { getAppI18n } from '../../i18n/app-i18n';
import {
  PAGE_SIZE,
  SEARCH_STARTS,
  completeWhen,
  lengthLabel,
  listQueryText,
  pageCount,
  parseTurfSearch,
  turfSearchToQuery,
  turfSearchToSearch,
  whenToDraft,
  type TurfSearchState,
} from './search-params';

const today = '2030-05-10';
const params = (search: string) => new URLSearchParams(search);
const read = (search: string, fixedSport?: 'cricket' | 'football') =>
  parseTurfSearch(params(search), { today, fixedSport });

const EMPTY: TurfSearchState = {
  filters: { location: '', sport: '', price: '' },
  q: '',
  sort: null,
  when: null,
  page: 1,
  amenities: [],
  near: null,
};

describe('the turf list state in the URL', () => {
  it('reads every part, keeping the old filter names', () => {
    expect(
      read(
        '?location=Andheri&sport=football&price=500-1000&q=green&sort=rating&date=2030-05-12&from=19:00&minutes=90&flex=true&page=2',
      ),
    ).toEqual({
      filters: { location: 'Andheri', sport: 'football', price: '500-1000' },
      q: 'green',
      sort: 'rating',
      when: { date: '2030-05-12', from: 1140, minutes: 90, flex: true },
      page: 2,
      amenities: [],
      near: null,
    });
  });

  it('is empty for an empty URL, and drops what the page cannot offer', () => {
    expect(read('')).toEqual(EMPTY);
    expect(read('?sort=cheapest&page=0&minutes=45')).toEqual(EMPTY);
    expect(read('?page=2.5').page).toBe(1);
  });

  it('takes a slot search only with a day of the next seven and a start on the control', () => {
    expect(read('?date=2030-05-16&from=06:00').when).toEqual({
      date: '2030-05-16',
      from: 360,
      minutes: 60,
      flex: false,
    });
    expect(read('?date=2030-05-17&from=19:00').when).toBeNull(); // 7 days on: beyond the grid
    expect(read('?date=2030-05-09&from=19:00').when).toBeNull(); // yesterday
    expect(read('?date=2030-05-12').when).toBeNull(); // no start
    expect(read('?from=19:00').when).toBeNull(); // no day
    expect(read('?date=2030-05-12&from=19:15').when).toBeNull(); // off the half hour
    expect(read('?date=2030-05-12&from=23:30').when).toBeNull(); // after the last start offered
    expect(read('?date=2030-05-12&from=19:00&minutes=240').when?.minutes).toBe(60);
  });

  it('round-trips, and leaves a fixed sport out of the URL', () => {
    const state: TurfSearchState = {
      filters: { location: 'Mira Road', sport: 'cricket', price: '' },
      q: 'pitch',
      sort: 'price_desc',
      when: { date: '2030-05-11', from: 1170, minutes: 30, flex: false },
      page: 3,
      amenities: [],
      near: null,
    };
    const search = turfSearchToSearch(state);
    expect(search).toBe(
      '?location=Mira+Road&sport=cricket&q=pitch&sort=price_desc&date=2030-05-11&from=19%3A30&minutes=30&page=3',
    );
    expect(read(search)).toEqual(state);
    expect(turfSearchToSearch(state, 'cricket')).not.toContain('sport=');
    expect(read(turfSearchToSearch(state, 'cricket'), 'cricket')).toEqual(state);
    expect(turfSearchToSearch(EMPTY)).toBe('');
  });

  it('asks the API for one page, with the search in the contract’s terms', () => {
    const query = turfSearchToQuery({
      ...EMPTY,
      filters: { location: '', sport: 'football', price: '1000-1500' },
      q: 'andheri',
      when: { date: '2030-05-12', from: 1140, minutes: 60, flex: true },
      page: 2,
    });
    expect(query).toEqual({
      sport: 'football',
      minPrice: 1000,
      maxPrice: 1500,
      limit: PAGE_SIZE,
      offset: PAGE_SIZE,
      q: 'andheri',
      date: '2030-05-12',
      from: '19:00',
      minutes: 60,
      flex: true,
    });
    expect(listQueryText(turfSearchToQuery(EMPTY))).toBe('limit=24&offset=0');
  });

  it('counts pages of 24', () => {
    expect([0, 1, 24, 25, 48, 49].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('the When control', () => {
  const morning = { date: today, minutes: 10 * 60 };
  const lateEvening = { date: today, minutes: 20 * 60 + 10 };
  const draft = { date: '', from: '', minutes: 60, flex: false };

  it('offers 6:00 AM to 11:00 PM and lengths as people say them', () => {
    expect(SEARCH_STARTS).toHaveLength(35);
    expect([SEARCH_STARTS[0], SEARCH_STARTS.at(-1)]).toEqual([360, 1380]);
    const t = getAppI18n().getFixedT('en', 'turfs');
    expect([30, 60, 90, 180].map((minutes) => lengthLabel(minutes, t))).toEqual([
      '30 min',
      '1 h',
      '1 h 30 min',
      '3 h',
    ]);
  });

  it('is no search while neither a day nor a time is picked', () => {
    expect(completeWhen(draft, morning)).toBeNull();
  });

  it('gives a day alone 7 PM, or the next start to come when 7 PM has passed today', () => {
    expect(completeWhen({ ...draft, date: '2030-05-12' }, lateEvening)?.from).toBe(1140);
    expect(completeWhen({ ...draft, date: today }, morning)?.from).toBe(1140);
    expect(completeWhen({ ...draft, date: today }, lateEvening)?.from).toBe(1230);
  });

  it('gives a time alone today, or tomorrow once it has passed', () => {
    expect(completeWhen({ ...draft, from: '19:00' }, morning)).toEqual({
      date: today,
      from: 1140,
      minutes: 60,
      flex: false,
    });
    expect(completeWhen({ ...draft, from: '19:00', flex: true }, lateEvening)).toEqual({
      date: '2030-05-11',
      from: 1140,
      minutes: 60,
      flex: true,
    });
  });

  it('shows a search back in its fields', () => {
    expect(whenToDraft({ date: today, from: 1140, minutes: 90, flex: true })).toEqual({
      date: today,
      from: '19:00',
      minutes: 90,
      flex: true,
    });
    expect(whenToDraft(null)).toEqual(draft);
  });

  it('keeps amenities and where distances are measured from (docs/decisions/067)', () => {
    const state = read('?amenities=floodlights,jacuzzi,covered&near=19.11972,72.84681');
    expect(state.amenities).toEqual(['covered', 'floodlights']);
    expect(state.near).toEqual({ kind: 'me', point: { lat: 19.12, lng: 72.847 } });
    expect(turfSearchToSearch(state)).toBe('?amenities=covered%2Cfloodlights&near=19.12%2C72.847');
    expect(turfSearchToQuery(state)).toMatchObject({
      amenities: 'covered,floodlights',
      near: '19.12,72.847',
    });
    const area = read('?area=Bandra&near=19,72');
    expect(area.near).toEqual({ kind: 'area', area: 'Bandra' });
    expect(turfSearchToQuery(area).near).toBe('19.0544,72.8406');
    expect(read('?near=north').near).toBeNull();
    expect(read('?area=Pune').near).toBeNull();
  });
});
