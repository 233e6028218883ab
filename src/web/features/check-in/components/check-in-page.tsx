import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { DayAttendance } from './day-attendance';
import { ReferenceCheckIn } from './reference-check-in';

// /owner/check-in?ref=…&date=…&turfId=…: the owner's check-in (docs/decisions/043). The QR code
// of a player's booking page opens it with the reference filled in.

export function CheckInPage() {
  const { t } = useTranslation('check-in');
  const [params, setParams] = useSearchParams();
  const reference = params.get('ref') ?? '';
  const date = params.get('date') ?? '';
  const turfId = params.get('turfId') ?? '';
  const change = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('title')} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('title')}
        </h1>
        <Link to="/board" className="text-sm font-semibold text-emerald-800 underline">
          {t('toBoard')}
        </Link>
      </div>
      <ReferenceCheckIn
        key={reference}
        reference={reference}
        onReference={(value) => change('ref', value)}
      />
      <DayAttendance
        date={date}
        turfId={turfId}
        onDate={(value) => change('date', value)}
        onTurf={(value) => change('turfId', value)}
      />
    </section>
  );
}
