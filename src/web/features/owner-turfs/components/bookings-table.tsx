import { useTranslation } from 'react-i18next';
import type { BookingJson } from '../../../../shared/booking-types';
import {
  bookingDayLabel,
  customerOf,
  newestDayFirst,
  ownerRowAmount,
  ownerRowStatus,
  paymentStatusLabel,
  shortPaymentId,
  type OwnerRowStatus,
} from '../booking-rows';
import { useLanguage } from '../../../i18n/use-language';

const PILL = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation('owner-turfs');
  const paid = status === 'paid';
  return (
    <span
      className={`${PILL} ${
        paid
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-300'
          : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      {paymentStatusLabel(t, status)}
    </span>
  );
}

/**
 * Confirmed (green) or Cancelled (red), and a cancellation's refund beside it: amber while due,
 * blue once made (the colours of the player's own booking list).
 */
function StatusLine({ status }: { status: OwnerRowStatus }) {
  const { refund } = status;
  return (
    <p
      className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1"
      data-testid="owner-booking-status"
    >
      <span
        className={`${PILL} ${
          status.cancelled
            ? 'bg-red-50 text-red-700 ring-red-300'
            : 'bg-emerald-50 text-emerald-800 ring-emerald-300'
        }`}
      >
        {status.label}
      </span>{' '}
      {refund ? (
        <span
          className={`${PILL} ${
            refund.done
              ? 'bg-sky-50 text-sky-800 ring-sky-300'
              : 'bg-amber-50 text-amber-900 ring-amber-300'
          }`}
        >
          {refund.text}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The turf's bookings (spec §2): Customer, Date & Time, Payment, and the Court after the spec's
 * columns (docs/decisions/030). A table from `sm` up; on phones
 * each row is a stacked card (the same cells, labelled), so nothing scrolls sideways.
 */
export function BookingsTable({ bookings }: { bookings: readonly BookingJson[] }) {
  const { t } = useTranslation('owner-turfs');
  const language = useLanguage();
  const rows = newestDayFirst(bookings);
  return (
    <div className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="hidden bg-emerald-50 text-xs font-semibold tracking-wide text-emerald-900 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3">
              {t('table.customer')}
            </th>
            <th scope="col" className="px-5 py-3">
              {t('table.dateTime')}
            </th>
            <th scope="col" className="px-5 py-3">
              {t('table.payment')}
            </th>
            <th scope="col" className="px-5 py-3">
              {t('table.court')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 sm:table-row-group">
          {rows.map((booking) => {
            const customer = customerOf(t, booking);
            const amount = ownerRowAmount(t, booking);
            return (
              <tr
                key={booking._id}
                data-testid="owner-booking-row"
                className="grid grid-cols-2 gap-x-4 gap-y-3 p-4 sm:table-row sm:p-0"
              >
                <td className="col-span-2 block sm:table-cell sm:px-5 sm:py-4 sm:align-top">
                  <span className="mb-1 block text-xs font-semibold text-slate-500 uppercase sm:hidden">
                    {t('table.customer')}
                  </span>
                  <p className="font-semibold text-slate-900">{customer.name}</p>
                  <p className="break-all text-slate-600">{customer.email}</p>
                  <p className="text-slate-600">{customer.phone}</p>
                </td>
                <td className="block sm:table-cell sm:px-5 sm:py-4 sm:align-top">
                  <span className="mb-1 block text-xs font-semibold text-slate-500 uppercase sm:hidden">
                    {t('table.dateTime')}
                  </span>
                  <p className="font-semibold text-slate-900">
                    {bookingDayLabel(t, language, booking)}
                  </p>
                  <p className="text-slate-600">
                    {booking.startTime} – {booking.endTime}
                  </p>
                  <StatusLine status={ownerRowStatus(t, booking)} />
                </td>
                <td className="block sm:table-cell sm:px-5 sm:py-4 sm:align-top">
                  <span className="mb-1 block text-xs font-semibold text-slate-500 uppercase sm:hidden">
                    {t('table.payment')}
                  </span>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-slate-900">{amount.kept}</span>
                    <PaymentBadge status={booking.paymentStatus} />
                  </p>
                  {amount.note ? (
                    <p className="mt-1 text-xs text-slate-600">{amount.note}</p>
                  ) : null}
                  <p
                    className="mt-1 font-mono text-xs text-slate-500"
                    title={booking.paymentId ?? ''}
                  >
                    {shortPaymentId(t, booking.paymentId)}
                  </p>
                </td>
                <td className="block sm:table-cell sm:px-5 sm:py-4 sm:align-top">
                  <span className="mb-1 block text-xs font-semibold text-slate-500 uppercase sm:hidden">
                    {t('table.court')}
                  </span>
                  <p className="text-slate-900">{booking.courtName ?? '—'}</p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
