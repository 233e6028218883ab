import { Link } from 'react-router';
import type { Sport } from '../../../../shared/catalog';
import { timeLabel } from '../../../../shared/slots';
import { shortDateLabel } from '../../../../shared/time';
import { PageTitle } from '../../../components/page-title';
import { useTurfSearch } from '../api/turf-search';
import { useTurfListState } from '../hooks/use-turf-list-state';
import {
  lengthLabel,
  pageCount,
  turfSearchToSearch,
  type SlotSearchChoice,
} from '../search-params';
import { FilterSidePanel } from './filter-side-panel';
import { FilterTabs } from './filter-tabs';
import { PageLinks } from './page-links';
import { SortSelect } from './sort-select';
import { SEARCHING_TEXT, TurfResults } from './turf-results';
import { TurfSearchForm } from './turf-search-form';

interface TurfListPageProps {
  title: string;
  /** Set on /sports/{sport}: only that sport's turfs, and no Sports filter (spec §2). */
  fixedSport?: Sport;
}

/** 'free Sat 12 May, 7:00 PM for 1 h (±1 h)': what a slot search asked, beside the count. */
function whenText(when: SlotSearchChoice): string {
  const flex = when.flex ? ' (±1 h)' : '';
  return `free ${shortDateLabel(when.date)}, ${timeLabel(when.from)} for ${lengthLabel(when.minutes)}${flex}`;
}

/** Open games (decision 045) on the searched day and sport: a spot instead of a whole slot. */
function gamesHref(when: SlotSearchChoice | null | undefined, sport: Sport | undefined): string {
  const query = new URLSearchParams();
  if (sport) query.set('sport', sport);
  if (when) query.set('date', when.date);
  const text = query.toString();
  return text ? `/games?${text}` : '/games';
}

/**
 * /turfs and /sports/{sport}: a name search and a "When" slot search above, filters beside (or,
 * on phones, above) one page of turf cards; everything lives in the URL.
 */
export function TurfListPage({ title, fixedSport }: TurfListPageProps) {
  const { state, now, filterApi, hrefOf, search } = useTurfListState(fixedSport);
  const list = useTurfSearch(state);
  const pages = pageCount(list.total);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={title} />
      <header className="mb-4 md:mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-600">
          {fixedSport
            ? 'Pick a turf, choose your slot and get playing.'
            : 'Cricket, football and badminton turfs across Mumbai.'}
        </p>
      </header>

      <div className="mb-4 md:mb-8">
        {/* A new form for each URL: Back shows the search it returns to in the fields. */}
        <TurfSearchForm
          key={turfSearchToSearch(state, fixedSport)}
          state={state}
          now={now}
          onSearch={search}
        />
        <p className="mt-2 text-sm text-slate-600">
          Only need a spot?{' '}
          <Link
            to={gamesHref(state.when, fixedSport)}
            className="font-semibold text-emerald-700 hover:underline"
          >
            Open games{state.when ? ` ${shortDateLabel(state.when.date)}` : ''}
          </Link>
        </p>
      </div>

      <FilterTabs {...filterApi} />

      <div className="mt-4 flex gap-8 md:mt-0">
        <FilterSidePanel {...filterApi} />
        <div className="min-w-0 flex-1">
          {/* The cards' names are level-3 headings under this one (the side panel's Filters
              heading is hidden on phones). */}
          <h2 className="sr-only">Turfs</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            {/* Announced: while a new search loads, the count on screen is the old search's,
                so it says only that it is searching (the old cards are inert meanwhile). */}
            <p role="status" className="text-sm font-medium text-slate-600">
              {list.isLoading
                ? 'Loading turfs…'
                : list.isRefreshing
                  ? SEARCHING_TEXT
                  : `${list.total} ${list.total === 1 ? 'turf' : 'turfs'}${
                      state.when ? ` ${whenText(state.when)}` : ''
                    }`}
            </p>
            <div className="flex items-center gap-4">
              {filterApi.isFiltered ? (
                // Phones only: the side panel has its own "Clear all".
                <Link
                  to={filterApi.clearHref}
                  replace
                  preventScrollReset
                  className="text-sm font-semibold text-emerald-700 hover:underline md:hidden"
                >
                  Clear filters
                </Link>
              ) : null}
              <SortSelect
                sort={state.sort}
                searching={!!state.q}
                onSort={(sort) => search({ sort })}
              />
            </div>
          </div>
          <TurfResults
            turfs={list.turfs}
            slotSearch={!!state.when}
            isLoading={list.isLoading}
            isRefreshing={list.isRefreshing}
            isError={list.isError}
            isFiltered={filterApi.isFiltered}
            clearHref={filterApi.clearHref}
            onRetry={() => void list.refetch()}
          />
          <PageLinks
            page={state.page}
            pages={pages}
            hrefFor={(page) => hrefOf({ ...state, page })}
          />
        </div>
      </div>
    </section>
  );
}
