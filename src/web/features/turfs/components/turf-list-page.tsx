import { Link } from 'react-router';
import type { Sport } from '../../../../shared/catalog';
import { PageTitle } from '../../../components/page-title';
import { useTurfList } from '../../../queries/turf-list';
import { useTurfFilters } from '../hooks/use-turf-filters';
import { FilterSidePanel } from './filter-side-panel';
import { FilterTabs } from './filter-tabs';
import { TurfResults } from './turf-results';

interface TurfListPageProps {
  title: string;
  /** Set on /sports/{sport}: only that sport's turfs, and no Sports filter (spec §2). */
  fixedSport?: Sport;
}

/** /turfs and /sports/{sport}: filters beside (or, on phones, above) a grid of turf cards. */
export function TurfListPage({ title, fixedSport }: TurfListPageProps) {
  const filterApi = useTurfFilters(fixedSport);
  const list = useTurfList(filterApi.filters);
  const count = list.turfs.length;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={title} />
      <header className="mb-4 md:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-600">
          {fixedSport
            ? 'Pick a turf, choose your slot and get playing.'
            : 'Cricket, football and badminton turfs across Mumbai.'}
        </p>
      </header>

      <FilterTabs {...filterApi} />

      <div className="mt-4 flex gap-8 md:mt-0">
        <FilterSidePanel {...filterApi} />
        <div className="min-w-0 flex-1">
          {/* The cards' names are level-3 headings under this one (the side panel's Filters
              heading is hidden on phones). */}
          <h2 className="sr-only">Turfs</h2>
          <div className="mb-4 flex items-center justify-between gap-4">
            <p role="status" className="text-sm font-medium text-slate-600">
              {list.isLoading
                ? 'Loading turfs…'
                : `${count} ${count === 1 ? 'turf' : 'turfs'} found`}
            </p>
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
          </div>
          <TurfResults
            turfs={list.turfs}
            isLoading={list.isLoading}
            isRefreshing={list.isRefreshing}
            isError={list.isError}
            isFiltered={filterApi.isFiltered}
            clearHref={filterApi.clearHref}
            onRetry={() => void list.refetch()}
          />
        </div>
      </div>
    </section>
  );
}
