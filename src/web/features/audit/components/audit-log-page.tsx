import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useErrorText } from '../../../i18n/error-text';
import { useTurf } from '../../../queries/turf-detail';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { AuditEntryCard } from './audit-entry-card';

// /turf-bookings/:turfId/audit: who changed what at a listing (docs/decisions/066), for the
// owner, its managers and the admin; by days and by person.

const FIELD =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-emerald-600 focus:ring-emerald-600';

export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const errorText = useErrorText();
  const { turfId = '' } = useParams();
  const turf = useTurf(turfId, null).data;
  const zone = useVenueTimeZone();
  const [filters, setFilters] = useState<AuditFilters>({ from: '', to: '', actor: '' });
  const log = useAuditLog(turfId, filters);
  // The people to choose from: everyone in the days asked for, whoever the list shows now.
  const everyone = useAuditLog(turfId, { ...filters, actor: '' });
  const people = [
    ...new Map(
      (everyone.data?.entries ?? []).map((entry) => [entry.actor._id, entry.actor] as const),
    ).values(),
  ];
  const heading = turf ? t('page.titleOf', { turf: turf.name }) : t('page.title');
  const shown = log.data;
  const set = (change: Partial<AuditFilters>) => setFilters((was) => ({ ...was, ...change }));

  let body;
  if (log.isError && !shown) {
    // A front desk or a stranger is told why (the server's words), anything else that it failed.
    body = <StatePanel tone="error" title={errorText(log.error, t('page.loadFailed'))} />;
  } else if (!shown) {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label={t('page.loading')} />
      </div>
    );
  } else if (shown.entries.length === 0) {
    body = <StatePanel title={t('page.emptyTitle')} text={t('page.emptyText')} />;
  } else {
    body = (
      <>
        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          {t('page.count', { count: shown.entries.length })}
        </p>
        {shown.truncated ? (
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('page.truncated', { count: shown.entries.length })}
          </p>
        ) : null}
        <ul className="mt-3 space-y-3" aria-busy={log.isFetching}>
          {shown.entries.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} timeZone={zone} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={heading} />
      <p className="text-sm">
        <Link to="/turf-bookings" className="font-semibold text-emerald-700 hover:underline">
          {t('page.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      <form
        aria-label={t('filters.label')}
        className="mt-5 grid gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="text-sm font-medium text-slate-700">
          {t('filters.from')}
          <input
            type="date"
            className={FIELD}
            value={filters.from || shown?.from || ''}
            max={filters.to || shown?.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t('filters.to')}
          <input
            type="date"
            className={FIELD}
            value={filters.to || shown?.to || ''}
            min={filters.from || shown?.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t('filters.person')}
          <select
            className={FIELD}
            value={filters.actor}
            onChange={(event) => set({ actor: event.target.value })}
          >
            <option value="">{t('filters.everyone')}</option>
            {people.map((person) => (
              <option key={person._id} value={person._id}>
                {t('entry.who', { name: person.fullname, role: t(`roles.${person.role}`) })}
              </option>
            ))}
          </select>
        </label>
        {filters.from || filters.to || filters.actor ? (
          <button
            type="button"
            className="justify-self-start text-sm font-semibold text-emerald-700 hover:underline sm:col-span-3"
            onClick={() => setFilters({ from: '', to: '', actor: '' })}
          >
            {t('filters.reset')}
          </button>
        ) : null}
      </form>
      {log.isError && shown ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorText(log.error, t('page.loadFailed'))}
        </p>
      ) : null}
      {body}
    </div>
  );
}
