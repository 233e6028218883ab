import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { TurfCard } from '../../../components/turf-card';
import { TurfCardSkeleton } from '../../../components/turf-card-skeleton';
import type { ListedTurf } from '../api/turf-search';
import { searchedTimeOnTurfPage } from '../free-slot-booking';
import { FreeSlotButtons } from './free-slot-buttons';
import { SearchedPrice } from './searched-price';
import { TurfPlaceLine } from './turf-place-line';

export const SKELETON_COUNT = 6;

interface TurfResultsProps {
  turfs: ListedTurf[];
  /** A slot search is on: each card shows its free times, and an empty list says why. */
  slotSearch: boolean;
  isLoading: boolean;
  /** Another search is loading: the cards on screen answer the previous one. */
  isRefreshing: boolean;
  isError: boolean;
  isFiltered: boolean;
  clearHref: To;
  onRetry: () => void;
}

const NO_CARDS_YET: ListedTurf[] = [];
const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** The cards of the first row at the widest layout: on screen as the list opens. */
const FIRST_ROW = 3;

/** The list's body: six skeletons while loading, the grid, or a friendly empty state. */
export function TurfResults(props: TurfResultsProps) {
  const { slotSearch, isLoading, isError, isFiltered, clearHref, onRetry } = props;
  const { t } = useTranslation('turfs');
  // A page of cards is the list's heaviest render. Deferred, React renders it in slices between
  // which the phone answers taps, instead of one long task (docs/decisions/076); until the
  // slices are done the previous cards (or the skeletons) stay.
  const turfs = useDeferredValue(props.turfs, NO_CARDS_YET);
  const cardsBehind = turfs !== props.turfs;
  const isRefreshing = props.isRefreshing || cardsBehind;

  // A new search that follows an empty answer shows the skeletons, not the old "none free".
  if (isLoading || (isRefreshing && turfs.length === 0)) {
    return (
      <div className={gridClass} data-testid="turf-skeletons">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <TurfCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (turfs.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-emerald-300 bg-white px-6 py-14 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="mx-auto size-12 text-emerald-500"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="m21 21-5.2-5.2M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z"
          />
        </svg>
        <p className="mt-4 text-lg font-semibold text-slate-900">
          {isError
            ? t('empty.errorTitle')
            : slotSearch
              ? t('empty.noFreeTitle')
              : isFiltered
                ? t('empty.noMatchTitle')
                : t('empty.noneTitle')}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {isError
            ? t('empty.errorText')
            : slotSearch
              ? t('empty.noFreeText')
              : isFiltered
                ? t('empty.noMatchText')
                : t('empty.noneText')}
        </p>
        {isError ? (
          <button
            type="button"
            onClick={onRetry}
            className="mt-6 inline-flex rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
          >
            {t('tryAgain')}
          </button>
        ) : isFiltered ? (
          <Link
            to={clearHref}
            replace
            preventScrollReset
            className="mt-6 inline-flex rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
          >
            {t('clearFilters')}
          </Link>
        ) : null}
      </div>
    );
  }

  // The previous search's cards stay in place, dimmed and inert (neither clicked, focused nor
  // read out), so nobody books from an answer to a question no longer asked.
  return (
    <ul
      aria-busy={isRefreshing}
      inert={isRefreshing}
      data-testid="turf-results"
      className={`${gridClass} transition-opacity ${isRefreshing ? 'opacity-50 grayscale' : ''}`}
    >
      {turfs.map((turf, index) => {
        // A search's headline: the free time nearest the one searched (docs/decisions/067).
        const searched = slotSearch ? turf.freeSlots?.[0] : undefined;
        return (
          <li key={turf._id}>
            <TurfCard
              turf={turf}
              priority={index < FIRST_ROW}
              price={
                searched ? (
                  <SearchedPrice slot={searched} pricesVary={turf.pricesVary} />
                ) : undefined
              }
              to={searched ? searchedTimeOnTurfPage(turf._id, searched) : undefined}
              footer={
                <>
                  <TurfPlaceLine turf={turf} />
                  {slotSearch ? <FreeSlotButtons turf={turf} slots={turf.freeSlots ?? []} /> : null}
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
