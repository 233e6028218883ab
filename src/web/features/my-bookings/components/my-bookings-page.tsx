import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { groupBookings, type BookingEntry } from '../../../../shared/booking-sections';
import type { LocalMoment } from '../../../../shared/slots';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { PageTitle } from '../../../components/page-title';
import { SavedCopyNote } from '../../../components/saved-copy-note';
import { Spinner } from '../../../components/spinner';
import { useOfflineAnswer } from '../../../hooks/use-offline-answer';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { savedBookings, useMyBookings } from '../../../queries/my-bookings';
import { BookingCard } from './booking-card';
import { SubscriptionCard } from './subscription-card';
import { SplitsSection } from './splits-section';
import { WaitlistSection } from './waitlist-section';

function Message({ text, tone = 'muted' }: { text: string; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={`mt-8 rounded-2xl bg-white px-6 py-12 text-center font-medium shadow-sm ring-1 ring-slate-200 ${
        tone === 'error' ? 'text-red-700' : 'text-slate-600'
      }`}
    >
      {text}
    </p>
  );
}

function EntryList({ entries, now }: { entries: BookingEntry[]; now: LocalMoment }) {
  return (
    <ul className="mt-4 space-y-4">
      {entries.map((entry) =>
        entry.kind === 'single' ? (
          <BookingCard key={entry.key} booking={entry.booking} now={now} />
        ) : (
          <SubscriptionCard key={entry.key} slots={entry.slots} now={now} />
        ),
      )}
    </ul>
  );
}

function Section({
  id,
  title,
  entries,
  now,
  empty,
}: {
  id: string;
  title: string;
  entries: BookingEntry[];
  now: LocalMoment;
  empty?: ReactNode;
}) {
  const { t } = useTranslation('my-bookings');
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="flex items-baseline gap-2 text-lg font-bold text-slate-900">
        {title}
        <span className="text-sm font-medium text-slate-600">
          {t('count', { count: entries.length })}
        </span>
      </h2>
      {entries.length > 0 ? <EntryList entries={entries} now={now} /> : empty}
    </section>
  );
}

/**
 * /displaybookings: 'Your Bookings' (spec §2, §4): Upcoming, the nearest play first, then Past,
 * the latest first (docs/decisions/024). Offline, the list as last saved on this device, with
 * when (docs/decisions/060).
 */
export function MyBookingsPage({ user }: { user: SessionUser }) {
  const bookings = useOfflineAnswer(useMyBookings(user._id), user._id, savedBookings);
  const { t } = useTranslation('my-bookings');
  const now = useVenueNow();
  const sections = bookings.data ? groupBookings(bookings.data, now) : null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={t('title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      {bookings.savedAt ? (
        <div className="mt-6">
          <SavedCopyNote savedAt={bookings.savedAt} />
        </div>
      ) : null}
      <WaitlistSection />
      <SplitsSection />
      {bookings.state === 'pending' ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      ) : bookings.state === 'offline' ? (
        <Message text={t('offline')} />
      ) : bookings.state === 'error' ? (
        <Message text={t('failed')} tone="error" />
      ) : !bookings.data || bookings.data.length === 0 || !sections ? (
        <Message text={t('none')} />
      ) : (
        <>
          <Section
            id="upcoming-heading"
            title={t('upcoming')}
            entries={sections.upcoming}
            now={now}
            empty={
              <div className="mt-4 flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200">
                <p className="text-slate-600">{t('nothingComingUp')}</p>
                <Link to="/turfs" className={ACTION_PRIMARY}>
                  {t('findTurf')}
                </Link>
              </div>
            }
          />
          {sections.past.length > 0 ? (
            <Section id="past-heading" title={t('past')} entries={sections.past} now={now} />
          ) : null}
        </>
      )}
    </section>
  );
}
