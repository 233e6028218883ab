import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { canBook } from '../../../../shared/permissions';
import { PageTitle } from '../../../components/page-title';
import { tabStorage } from '../../../lib/payments/payment-session';
import { readBookingInProgress } from '../booking-in-progress';
import { BookingSummary } from './booking-summary';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Booking Details" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link
        to="/turfs"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        Browse turfs
      </Link>
    </section>
  );
}

/** /turfs/:id/booking: the 'Booking Details' summary and 'Pay Now' (spec §2, §4). */
export function BookingPage({ user }: { user: SessionUser }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const [booking] = useState(() => readBookingInProgress(location.state, id, tabStorage()));

  if (!canBook({ id: user._id, role: user.role })) {
    return (
      <Notice
        title="Booking is for players"
        text="Turf owners and admins can browse turfs but not book them. Log in with a player account to book."
      />
    );
  }
  if (!booking) {
    return (
      <Notice
        title="No booking in progress"
        text="Pick a turf, then a start and an end time on its availability grid to book it."
      />
    );
  }
  return <BookingSummary user={user} booking={booking} />;
}
