import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useDayClose } from '../../../queries/day-close';
import { useTurf } from '../../../queries/turf-detail';
import { CloseForm } from './close-form';
import { ClosedSummary } from './closed-summary';
import { DayFigures } from './day-figures';

// /turf-bookings/:turfId/day-close (decision 066): a venue's day at the desk. The owner and
// managers see every figure and close the day; the front desk sees what it took, read only.

export function DayClosePage() {
  const { t } = useTranslation('day-close');
  const errorText = useErrorText();
  const dates = useDates();
  const { turfId = '' } = useParams();
  const today = useVenueNow().date;
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const turf = useTurf(turfId, null).data;
  const query = useDayClose(turfId, date);
  const heading = turf ? t('page.titleOf', { turf: turf.name }) : t('page.title');

  let body;
  if (query.isError) {
    body = <StatePanel tone="error" title={errorText(query.error, t('page.loadFailed'))} />;
  } else if (!query.data) {
    body = (
      <div className="flex justify-center py-20">
        <Spinner label={t('page.loading')} />
      </div>
    );
  } else {
    const day = query.data;
    const closed = day.closedBy !== null;
    body = (
      <>
        <DayFigures day={day} />
        {closed ? (
          <ClosedSummary day={day} />
        ) : day.scope === 'own' ? (
          <p className="mt-6 text-sm text-slate-600">{t('page.readOnly')}</p>
        ) : date > today ? null : (
          <CloseForm key={date} turfId={turfId} date={date} expectedCash={day.expected.cash} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={heading} />
      <p className="text-sm">
        <Link to="/turf-bookings" className="font-semibold text-emerald-700 hover:underline">
          {t('page.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-1 text-slate-600">
        {query.data?.scope === 'own' ? t('page.introOwn') : t('page.intro')}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t('page.day')}
          <input
            type="date"
            value={date}
            max={today}
            onChange={(event) => setPicked(event.target.value || null)}
            className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm"
            data-testid="day-input"
          />
        </label>
        <p className="pb-2 text-sm text-slate-600">{dates.date(date)}</p>
      </div>
      {body}
    </div>
  );
}
