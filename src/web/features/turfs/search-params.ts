import type { TFunction } from 'i18next';
import { isLocation, type Location, type Sport } from '../../../shared/catalog';
import { AMENITIES, isAmenity, type Amenity } from '../../../shared/amenities';
import { AREA_POINTS, parsePoint, pointText, type GeoPoint } from '../../../shared/geo';
import { bookingDays } from '../../../shared/slot-request';
import { SEARCH_LENGTHS, parseSearchTime, searchTimeText } from '../../../shared/slot-search';
import { FIRST_SLOT, SLOT_MINUTES, type LocalMoment } from '../../../shared/slots';
import {
  TURF_SORTS,
  filtersToQuery,
  type TurfFilterState,
  type TurfListQuery,
  type TurfSort,
} from '../../../shared/turf-filters';
import type { LocalDate } from '../../../shared/time';
import { filtersToSearch, parseFilters } from './filter-params';

// Everything the turf list shows lives in the URL, so a shared link reproduces the
// list and Back steps through earlier searches: the filters under their old names (location,
// sport, price), plus q, sort, page and the slot search (date, from, minutes, flex). Whatever a
// URL holds that the page cannot offer is dropped here, so the API never sees a bad query.

/** Turfs per page. */
export const PAGE_SIZE = 24;

/** The starts the "When" control offers: half hours from 6:00 AM to 11:00 PM. */
export const SEARCH_STARTS: readonly number[] = Array.from(
  { length: (23 * 60 - FIRST_SLOT) / SLOT_MINUTES + 1 },
  (_, index) => FIRST_SLOT + index * SLOT_MINUTES,
);

export const DEFAULT_SEARCH_MINUTES = 60;
/** The start a search gets when the player picks only a day: evening, when most people play. */
export const DEFAULT_SEARCH_START = 19 * 60;

export interface SlotSearchChoice {
  date: LocalDate;
  /** Minutes since the venue's midnight. */
  from: number;
  minutes: number;
  flex: boolean;
}

export interface TurfSearchState {
  filters: TurfFilterState;
  /** Name or area; '' for none. */
  q: string;
  /** null: the server's default (by name, or by closeness to `q`). */
  sort: TurfSort | null;
  when: SlotSearchChoice | null;
  /** 1-based. */
  page: number;
  /** Only turfs with every one of these (docs/decisions/067), in the catalogue's order. */
  amenities: Amenity[];
  /** Measure from the player's location or an area's point, nearest first; null: no distance. */
  near: NearChoice | null;
}

/** Where distances are measured from: the browser's location (asked on a tap) or an area. */
export type NearChoice = { kind: 'me'; point: GeoPoint } | { kind: 'area'; area: Location };

/** The point a choice measures from. */
export function nearPoint(near: NearChoice): GeoPoint {
  return near.kind === 'me' ? near.point : AREA_POINTS[near.area];
}

/** A player's location in the URL to 3 decimals (about 100 m): enough to sort, no more. */
export function roundedPoint(point: GeoPoint): GeoPoint {
  return { lat: Number(point.lat.toFixed(3)), lng: Number(point.lng.toFixed(3)) };
}

function parseNear(params: URLSearchParams): NearChoice | null {
  const area = params.get('area') ?? '';
  if (isLocation(area)) return { kind: 'area', area };
  const point = parsePoint(params.get('near') ?? '');
  return point ? { kind: 'me', point: roundedPoint(point) } : null;
}

function parseAmenities(params: URLSearchParams): Amenity[] {
  const words = (params.get('amenities') ?? '').split(',');
  return AMENITIES.filter((amenity) => words.includes(amenity) && isAmenity(amenity));
}

const MAX_QUERY_LENGTH = 60;

function isTurfSort(value: string): value is TurfSort {
  return (TURF_SORTS as readonly string[]).includes(value);
}

function parseWhen(params: URLSearchParams, today: LocalDate): SlotSearchChoice | null {
  const date = params.get('date') ?? '';
  const from = parseSearchTime(params.get('from') ?? '');
  if (!bookingDays(today).includes(date) || from === null || !SEARCH_STARTS.includes(from))
    return null;
  const minutes = Number(params.get('minutes') ?? DEFAULT_SEARCH_MINUTES);
  return {
    date,
    from,
    minutes: SEARCH_LENGTHS.includes(minutes) ? minutes : DEFAULT_SEARCH_MINUTES,
    flex: params.get('flex') === 'true',
  };
}

/** The list's state from the URL; `today` is the venue's date (a slot search looks 7 days on). */
export function parseTurfSearch(
  params: URLSearchParams,
  context: { today: LocalDate; fixedSport?: Sport },
): TurfSearchState {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? 1);
  return {
    filters: parseFilters(params, context.fixedSport),
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: isTurfSort(sort) ? sort : null,
    when: parseWhen(params, context.today),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    amenities: parseAmenities(params),
    near: parseNear(params),
  };
}

/** The URL search ('?…', or '' when nothing is chosen) for a state; a fixed sport stays out. */
export function turfSearchToSearch(state: TurfSearchState, fixedSport?: Sport): string {
  const params = new URLSearchParams(filtersToSearch(state.filters, fixedSport));
  if (state.q) params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  if (state.when) {
    params.set('date', state.when.date);
    params.set('from', searchTimeText(state.when.from));
    params.set('minutes', String(state.when.minutes));
    if (state.when.flex) params.set('flex', 'true');
  }
  if (state.amenities.length > 0) params.set('amenities', state.amenities.join(','));
  if (state.near?.kind === 'area') params.set('area', state.near.area);
  if (state.near?.kind === 'me') params.set('near', pointText(state.near.point));
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What GET /api/v1/turf/getTurf is asked for this state: one page of it. */
export function turfSearchToQuery(state: TurfSearchState): TurfListQuery {
  const query: TurfListQuery = {
    ...filtersToQuery(state.filters),
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
  };
  if (state.q) query.q = state.q;
  if (state.sort) query.sort = state.sort;
  if (state.when) {
    query.date = state.when.date;
    query.from = searchTimeText(state.when.from);
    query.minutes = state.when.minutes;
    if (state.when.flex) query.flex = true;
  }
  if (state.amenities.length > 0) query.amenities = state.amenities.join(',');
  if (state.near) query.near = pointText(nearPoint(state.near));
  return query;
}

/** The query string of a TurfListQuery, in a stable order (it is also the cache key's text). */
export function listQueryText(query: TurfListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The "When" control's fields as the player left them: '' where nothing is picked. */
export interface WhenDraft {
  date: string;
  /** '19:00' or ''. */
  from: string;
  minutes: number;
  flex: boolean;
}

export function whenToDraft(when: SlotSearchChoice | null): WhenDraft {
  return when
    ? { ...when, from: searchTimeText(when.from) }
    : { date: '', from: '', minutes: DEFAULT_SEARCH_MINUTES, flex: false };
}

/** Whether this start has begun on this day (the control marks it Past). */
export function isPastStart(date: string, from: number, now: LocalMoment): boolean {
  return date === now.date && from < now.minutes;
}

/**
 * The slot search a draft asks for. A day alone gets 7 PM (or, today after that, the next start
 * still to come); a time alone gets today, or tomorrow once it has passed. Neither: no search.
 */
export function completeWhen(draft: WhenDraft, now: LocalMoment): SlotSearchChoice | null {
  const picked = parseSearchTime(draft.from);
  if (!draft.date && picked === null) return null;
  const minutes = SEARCH_LENGTHS.includes(draft.minutes) ? draft.minutes : DEFAULT_SEARCH_MINUTES;
  const [today, tomorrow] = bookingDays(now.date);
  let date = draft.date;
  if (!date) date = picked !== null && isPastStart(today!, picked, now) ? tomorrow! : today!;
  const from =
    picked ??
    (date === now.date
      ? (SEARCH_STARTS.find((start) => start >= Math.max(now.minutes, DEFAULT_SEARCH_START)) ??
        SEARCH_STARTS.at(-1)!)
      : DEFAULT_SEARCH_START);
  return { date, from, minutes, flex: draft.flex };
}

/** 30 → '30 min'; 60 → '1 h'; 90 → '1 h 30 min' (in the language of `t`, the turfs catalogue). */
export function lengthLabel(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('length.minutes', { minutes: rest });
  return rest ? t('length.hoursMinutes', { hours, minutes: rest }) : t('length.hours', { hours });
}
