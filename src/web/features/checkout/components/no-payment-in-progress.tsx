import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';

/** /checkout without a payment to complete (opened directly, or the payment is over). */
export function NoPaymentInProgress() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Complete Your Payment" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">No payment in progress</h1>
      <p className="mt-3 text-slate-600">
        There is nothing to pay for right now. Pick a turf and a time slot to start a booking.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        Go to Home
      </Link>
    </section>
  );
}
