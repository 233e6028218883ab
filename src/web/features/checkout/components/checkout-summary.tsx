import { Trans, useTranslation } from 'react-i18next';
import { timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import {
  isSubscriptionDetails,
  type CheckoutState,
  type SubscriptionDetails,
} from '../../../lib/payments/checkout-state';
import { formatRupeeAmount } from '../../../utils/money';
import { useDates } from '../../../i18n/use-language';
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
  const { t } = useTranslation('checkout');
  const dates = useDates();
  return (
    <div className="py-2">
      <dt className="text-slate-600">{t('summary.yourSlots')}</dt>
      <dd>
        <ol className="mt-2 space-y-1.5" data-testid="checkout-slots">
          {subscriptionSlotLines(details.selectedSlots, dates.date).map((line) => (
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
  const { t } = useTranslation('checkout');
  const dates = useDates();
  const details = state.bookingDetails;
  const holdUntil = showHold ? holdUntilLabel(state.holdExpiresAt, zone) : null;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-slate-900">
        {isSubscriptionDetails(details) ? t('summary.subscription') : t('summary.booking')}
      </h2>
      {details.turfName ? (
        <p className="mt-1 font-semibold text-emerald-700">{details.turfName}</p>
      ) : null}
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {isSubscriptionDetails(details) ? (
          <>
            <Row label={t('summary.timeSlots')} value={String(details.selectedSlots.length)} />
            <Row label={t('summary.from')} value={displayDate(details.startDate, dates.date)} />
            <Row label={t('summary.to')} value={displayDate(details.endDate, dates.date)} />
            <Row label={t('summary.discount')} value={t('summary.discountApplied')} />
            <SubscriptionSlots details={details} />
          </>
        ) : (
          <>
            <Row label={t('summary.date')} value={displayDate(details.bookingDate, dates.date)} />
            <Row
              label={t('summary.time')}
              value={t('summary.timeRange', { start: details.startTime, end: details.endTime })}
            />
          </>
        )}
      </dl>
      {state.creditUsed ? (
        <dl className="mt-3 border-t border-slate-200 pt-3 text-sm">
          <Row label={t('summary.creditUsed')} value={`−${formatRupeeAmount(state.creditUsed)}`} />
        </dl>
      ) : null}
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">
          {state.creditUsed ? t('summary.toPay') : t('summary.total')}
        </span>
        <span className="text-2xl font-extrabold text-emerald-700" data-testid="checkout-total">
          {formatRupeeAmount(state.amount)}
        </span>
      </div>
      {holdUntil ? (
        <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <Trans
            t={t}
            i18nKey={isSubscriptionDetails(details) ? 'summary.slotsHeld' : 'summary.slotHeld'}
            values={{ until: holdUntil }}
            components={{ strong: <strong /> }}
          />
        </p>
      ) : null}
    </section>
  );
}
