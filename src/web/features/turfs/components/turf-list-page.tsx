import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Sport } from '../../../../shared/catalog';
import { timeLabel } from '../../../../shared/slots';
import { PageTitle } from '../../../components/page-title';
import { useShortDate } from '../../../hooks/use-short-date';
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
import { NearControls } from './near-controls';
import { PageLinks } from './page-links';
import { SortSelect } from './sort-select';
import { TurfResults } from './turf-results';
import { TurfMapPanel } from './turf-map-view';
import { TurfSearchForm } from './turf-search-form';
import { ViewToggle, type TurfListView } from './view-toggle';

interface TurfListPageProps {
  /** Set on /sports/{sport}: only that sport's turfs, and no Sports filter (spec §2). */
  fixedSport?: Sport;
}

/** '3 turfs free Sat 12 May, 7:00 PM for 1 h (±1 h)': the count, and what a slot search asked. */
function countText(
  t: TFunction,
  count: number,
  when: SlotSearchChoice | null,
  shortDate: (date: string) => string,
): string {
  if (!when) return t('count', { count });
  return t(when.flex ? 'countFreeFlexible' : 'countFree', {
    count,
    date: shortDate(when.date),
    time: timeLabel(when.from),
    length: lengthLabel(when.minutes, t),
  });
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
export function TurfListPage({ fixedSport }: TurfListPageProps) {
  const { t } = useTranslation('turfs');
  const dates = useShortDate();
  const title = fixedSport ? t('title.sport', { sport: t(`sport.${fixedSport}`) }) : t('title.all');
  const { state, now, filterApi, hrefOf, search } = useTurfListState(fixedSport);
  const list = useTurfSearch(state);
  const pages = pageCount(list.total);
  // The cards or the same turfs on a map (decision 067); the list is where every page opens.
  const [view, setView] = useState<TurfListView>('list');

  const results = (
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
  );

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={title} />
      <header className="mb-4 md:mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-600">{fixedSport ? t('intro.sport') : t('intro.all')}</p>
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
          <Trans
            t={t}
            i18nKey={state.when ? 'gamesLinkOn' : 'gamesLink'}
            values={state.when ? { date: dates.short(state.when.date) } : {}}
            components={{
              games: (
                <Link
                  to={gamesHref(state.when, fixedSport)}
                  className="font-semibold text-emerald-700 hover:underline"
                />
              ),
            }}
          />
        </p>
      </div>

      <FilterTabs {...filterApi} />

      <div className="mt-4 flex gap-8 md:mt-0">
        <FilterSidePanel {...filterApi} />
        <div className="min-w-0 flex-1">
          {/* The cards' names are level-3 headings under this one (the side panel's Filters
              heading is hidden on phones). */}
          <h2 className="sr-only">{t('resultsHeading')}</h2>
          <NearControls
            near={state.near}
            amenities={state.amenities}
            onNear={(near) => search({ near, ...(near && { sort: null }) })}
            onAmenities={(amenities) => search({ amenities })}
          />
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            {/* Announced: while a new search loads, the count on screen is the old search's,
                so it says only that it is searching (the old cards are inert meanwhile). */}
            <p role="status" className="text-sm font-medium text-slate-600">
              {list.isLoading
                ? t('loading')
                : list.isRefreshing
                  ? t('searching')
                  : countText(t, list.total, state.when, dates.short)}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {filterApi.isFiltered ? (
                // Phones only: the side panel has its own "Clear all".
                <Link
                  to={filterApi.clearHref}
                  replace
                  preventScrollReset
                  className="text-sm font-semibold whitespace-nowrap text-emerald-700 hover:underline md:hidden"
                >
                  {t('clearFilters')}
                </Link>
              ) : null}
              <SortSelect
                sort={state.sort}
                searching={!!state.q}
                nearest={!!state.near}
                onSort={(sort) => search({ sort })}
              />
              <ViewToggle view={view} onView={setView} />
            </div>
          </div>
          {view === 'map' && list.turfs.length > 0 ? (
            <TurfMapPanel
              turfs={list.turfs}
              slotSearch={!!state.when}
              list={results}
              onBackToList={() => setView('list')}
            />
          ) : (
            results
          )}
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
