import type { ReactNode, Ref } from 'react';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { shownCourtName } from '../../../../shared/courts';
import { formatRupeeAmount } from '../../../utils/money';
import { discountLine, paidAt, paidWithText, refundText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** When and what: date, time, money and payment; the actions come in as children. */
export function BookingFacts({
  booking,
  zone,
  headingRef,
  children,
}: {
  booking: BookingDetail;
  zone: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const words = useBookingWords();
  const { t, dates } = words;
  const refund = refundText(words, booking.refund, zone, booking.payers.length);
  // A booking several people paid for: this is the booker's own part (Who paid has the rest).
  const shared = booking.payers.length > 1;
  const paidWith = paidWithText(t, booking, shared);
  const discount = discountLine(t, booking.charge);
  const court = shownCourtName(booking.courtName, booking.turf.name);
  return (
    <section
      aria-labelledby="booking-details-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="booking-details-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none"
      >
        {t('facts.heading')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="booking-facts">
        <Fact label={t('facts.date')}>
          <span className="font-semibold" data-testid="booking-date">
            {dates.date(booking.date)}
          </span>
        </Fact>
        <Fact label={t('facts.time')}>
          <span className="font-semibold whitespace-nowrap" data-testid="booking-time">
            {booking.startTime} – {booking.endTime}
          </span>
        </Fact>
        {court ? (
          <Fact label={t('facts.court')}>
            <span className="font-semibold" data-testid="booking-court">
              {court}
            </span>
          </Fact>
        ) : null}
        {discount ? (
          <>
            <Fact label={t('facts.price')}>
              <span data-testid="booking-list-price">{discount.listPrice}</span>
            </Fact>
            <Fact label={discount.label}>
              <span data-testid="booking-discount">{discount.amount}</span>
            </Fact>
          </>
        ) : null}
        <Fact label={t('facts.amountPaid')}>
          <span className="font-semibold">{formatRupeeAmount(booking.amountCharged)}</span>
        </Fact>
        {paidWith ? (
          <Fact label={shared ? t('facts.yourPartPaidWith') : t('facts.paidWith')}>
            <span data-testid="booking-paid-with">{paidWith}</span>
          </Fact>
        ) : null}
        {refund ? <Fact label={t('facts.refund')}>{refund}</Fact> : null}
        <Fact label={t('facts.paidOn')}>{dates.venueInstant(paidAt(booking), zone)}</Fact>
        <Fact label={t('facts.paymentId')}>
          <span className="font-mono text-sm break-all">{booking.paymentId ?? '—'}</span>
        </Fact>
      </dl>
      {children}
    </section>
  );
}
