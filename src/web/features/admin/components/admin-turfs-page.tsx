import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LISTING_STATUSES, type ListingStatus } from '../../../../shared/api/admin-turfs-contract';
import { ACTION_QUIET } from '../../../components/action-styles';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { ADMIN_TURFS_PAGE, useAdminTurfs } from '../api/admin-turfs';
import { AdminNav } from './admin-nav';
import { AdminTurfCard } from './admin-turf-card';

const SEARCH_DELAY_MS = 300;

function statusOf(value: string | null): ListingStatus | null {
  return (LISTING_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ListingStatus)
    : null;
}

/** /admin/turfs: every turf, approved, pending and unlisted, to search and unlist or list again. */
export function AdminTurfsPage() {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = statusOf(params.get('status'));
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [typed, setTyped] = useState(search);
  const turfs = useAdminTurfs({ search, status, offset });

  /** Changes the filters in the address (so a filtered list can be shared) and starts at page 1. */
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ offset: null, ...changes })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // Searching waits for a pause in typing, so each key does not send a request.
  useEffect(() => {
    if (typed.trim() === search.trim()) return;
    const timer = setTimeout(() => update({ search: typed.trim() || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is remade every render
  }, [typed, search]);

  const data = turfs.data;
  const total = data?.total ?? 0;
  const shown = data?.turfs.length ?? 0;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('turfs.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('turfs.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('turfs.intro')}</p>
      <AdminNav />

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <label htmlFor={searchId} className={LABEL}>
            {t('turfs.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('turfs.searchPlaceholder')}
            maxLength={100}
            className={`${CONTROL_BASE} ${controlTone(false)}`}
          />
        </div>
        <div role="group" aria-label={t('turfs.statusGroup')} className="flex flex-wrap gap-2">
          {[null, ...LISTING_STATUSES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={status === value}
              onClick={() => update({ status: value })}
              className={`rounded-lg px-3.5 py-2.5 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                status === value
                  ? 'bg-emerald-700 text-white ring-emerald-700'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-emerald-50'
              }`}
            >
              {value ? t(`status.${value}`) : t('turfs.all')}
            </button>
          ))}
        </div>
      </div>

      <p aria-live="polite" className="mt-4 text-sm text-slate-600">
        {data
          ? total === 0
            ? ''
            : t('turfs.showing', { from: offset + 1, to: offset + shown, total })
          : ''}
      </p>

      {turfs.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label={t('turfs.loading')} />
        </div>
      ) : turfs.isError ? (
        <StatePanel tone="error" title={t('turfs.loadFailed')} text={t('messages.tryAgainText')}>
          <button type="button" onClick={() => void turfs.refetch()} className={PRIMARY_BUTTON}>
            {t('messages.tryAgain')}
          </button>
        </StatePanel>
      ) : shown === 0 ? (
        <StatePanel
          title={t('turfs.emptyTitle')}
          text={search || status ? t('turfs.noMatch') : t('turfs.noneYet')}
        />
      ) : (
        <ul className="mt-3 space-y-4" aria-busy={turfs.isFetching || undefined}>
          {data!.turfs.map((turf) => (
            <AdminTurfCard key={turf._id} turf={turf} />
          ))}
        </ul>
      )}

      {total > ADMIN_TURFS_PAGE ? (
        <nav aria-label={t('turfs.pages')} className="mt-6 flex justify-between gap-3">
          <button
            type="button"
            disabled={offset === 0}
            onClick={() => update({ offset: String(Math.max(0, offset - ADMIN_TURFS_PAGE)) })}
            className={ACTION_QUIET}
          >
            {t('turfs.previous')}
          </button>
          <button
            type="button"
            disabled={offset + shown >= total}
            onClick={() => update({ offset: String(offset + ADMIN_TURFS_PAGE) })}
            className={ACTION_QUIET}
          >
            {t('turfs.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
