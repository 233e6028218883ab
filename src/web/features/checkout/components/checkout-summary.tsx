import { formatDate } from '../../../../shared/display-format';
import { timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import {
  isSubscriptionDetails,
  type CheckoutState,
  type SubscriptionDetails,
} from '../../../lib/payments/checkout-state';
import { formatRupeeAmount } from '../../../utils/money';
import { displayDate, subscriptionSlotLines } from '../subscription-slots';

function holdUntilLabel(holdExpiresAt: string | undefined, zone: string): string | null {
  if (!holdExpiresAt) return null;
  const instant = new Date(holdExpiresAt);
  if (Number.isNaN(instant.getTime())) return null;
  return timeLabel(zonedNow(instant, zone).minutes);
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** Every slot the subscription pays for, so the player checks them before the card is charged. */
function SubscriptionSlots({ details }: { details: SubscriptionDetails }) {
  return (
    <div className="py-2">
      <dt className="text-slate-600">Your slots</dt>
      <dd>
        <ol className="mt-2 space-y-1.5" data-testid="checkout-slots">
          {subscriptionSlotLines(details.selectedSlots).map((line) => (
            <li
              key={line.key}
              data-testid="checkout-slot"
              className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-emerald-50 px-3 py-1.5"
            >
              <span className="font-medium text-slate-900">{line.date}</span>
              <span className="text-slate-700">{line.time}</span>
            </li>
          ))}
        </ol>
      </dd>
    </div>
  );
}

/** What is being paid for: the booking (or subscription), the total, and how long it is held. */
export function CheckoutSummary({
  state,
  zone,
  showHold,
}: {
  state: CheckoutState;
  zone: string;
  /** False once the payment is over (e.g. refunded): nothing is held any more. */
  showHold: boolean;
}) {
  const details = state.bookingDetails;
  const holdUntil = showHold ? holdUntilLabel(state.holdExpiresAt, zone) : null;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-slate-900">
        {isSubscriptionDetails(details) ? 'Subscription summary' : 'Booking summary'}
      </h2>
      {details.turfName ? (
        <p className="mt-1 font-semibold text-emerald-700">{details.turfName}</p>
      ) : null}
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {isSubscriptionDetails(details) ? (
          <>
            <Row label="Time slots" value={String(details.selectedSlots.length)} />
            <Row label="From" value={displayDate(details.startDate)} />
            <Row label="To" value={displayDate(details.endDate)} />
            <Row label="Discount" value="15% applied" />
            <SubscriptionSlots details={details} />
          </>
        ) : (
          <>
            <Row label="Date" value={formatDate(details.bookingDate)} />
            <Row label="Time" value={`${details.startTime} – ${details.endTime}`} />
          </>
        )}
      </dl>
      {state.creditUsed ? (
        <dl className="mt-3 border-t border-slate-200 pt-3 text-sm">
          <Row
            label="Paid with TurfBook credit"
            value={`−${formatRupeeAmount(state.creditUsed)}`}
          />
        </dl>
      ) : null}
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">
          {state.creditUsed ? 'To pay by card or UPI' : 'Total'}
        </span>
        <span className="text-2xl font-extrabold text-emerald-700" data-testid="checkout-total">
          {formatRupeeAmount(state.amount)}
        </span>
      </div>
      {holdUntil ? (
        <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {isSubscriptionDetails(details) ? 'Your slots are' : 'Your slot is'} held for you until{' '}
          <strong>{holdUntil}</strong>.
        </p>
      ) : null}
    </section>
  );
}
