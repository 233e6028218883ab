import type { SessionUser } from '../../../../shared/api-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useMyBookings } from '../../../queries/my-bookings';
import { BookingCard } from './booking-card';

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

/** /displaybookings: 'Your Bookings', newest created first (spec §2, §4). */
export function MyBookingsPage({ user }: { user: SessionUser }) {
  const bookings = useMyBookings(user._id);
  const now = useVenueNow();

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Your Bookings" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Your Bookings
      </h1>
      {bookings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your bookings" />
        </div>
      ) : bookings.isError ? (
        <Message text="Failed to fetch bookings." tone="error" />
      ) : bookings.data.length === 0 ? (
        <Message text="No bookings found." />
      ) : (
        <ul className="mt-6 space-y-4">
          {bookings.data.map((booking) => (
            <BookingCard key={booking._id} booking={booking} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
