import type { ReactNode } from 'react';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../config/site';
import { formatRupeeAmount } from '../../../utils/money';
import { discountLine, paidAt, paidWithLines, paidWithText, slotText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-6 border-b border-slate-200 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The receipt, for print only (the screen shows the page; printing shows just this): who was
 * paid what, for which slot, under which reference, and the venue's GSTIN when it has one.
 */
export function PrintableReceipt({ booking, zone }: { booking: BookingDetail; zone: string }) {
  const words = useBookingWords();
  const { t, dates } = words;
  const customer = typeof booking.userId === 'string' ? null : booking.userId;
  const { turf } = booking;
  const discount = discountLine(t, booking.charge);
  return (
    <section
      aria-label={t('receipt.label')}
      className="hidden px-8 py-6 text-sm text-slate-900 print:block"
      data-testid="printable-receipt"
    >
      <header className="flex items-start justify-between border-b-2 border-slate-900 pb-4">
        <div>
          <p className="text-2xl font-extrabold">{BRAND_NAME}</p>
          <p className="text-slate-600">
            {SUPPORT_EMAIL} · {SUPPORT_PHONE}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">{t('receipt.title')}</h1>
          <p className="font-mono font-bold">{booking.reference}</p>
        </div>
      </header>
      <dl className="mt-4">
        <Line label={t('receipt.reference')}>{booking.reference}</Line>
        <Line label={t('receipt.dateOfPayment')}>{dates.venueInstant(paidAt(booking), zone)}</Line>
        {customer ? <Line label={t('receipt.billedTo')}>{customer.fullname}</Line> : null}
        <Line label={t('receipt.turf')}>
          {turf.name}
          <br />
          <span className="font-normal text-slate-600">{turf.address}</span>
          {turf.gstin ? (
            <>
              <br />
              <span className="font-normal">{t('receipt.gstin', { gstin: turf.gstin })}</span>
            </>
          ) : null}
        </Line>
        <Line label={t('receipt.slot')}>{slotText(words, booking)}</Line>
        {discount ? (
          <>
            <Line label={t('receipt.price')}>{discount.listPrice}</Line>
            <Line label={discount.label}>{discount.amount}</Line>
          </>
        ) : null}
        <Line label={t('receipt.amountPaid')}>{formatRupeeAmount(booking.amountCharged)}</Line>
        {paidWithLines(t, booking.charge).map((way) => (
          <Line key={way.key} label={way.label}>
            {way.amount}
          </Line>
        ))}
        {booking.refundedAmount > 0 ? (
          <Line
            label={
              booking.paymentStatus === 'refunded' ? t('receipt.refunded') : t('receipt.refundDue')
            }
          >
            {formatRupeeAmount(booking.refundedAmount)}
          </Line>
        ) : null}
        <Line label={t('receipt.paymentId')}>
          <span className="font-mono">{booking.paymentId ?? '—'}</span>
        </Line>
      </dl>
      <p className="mt-6 text-xs text-slate-600">
        {t('receipt.footer', {
          paidWith: paidWithText(t, booking) ?? t('paidWith.cardOrUpi'),
          brand: BRAND_NAME,
        })}
      </p>
    </section>
  );
}
