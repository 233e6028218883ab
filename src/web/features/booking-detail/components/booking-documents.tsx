import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { formatRupeeAmount } from '../../../utils/money';
import { bookingPath } from '../api/booking-detail';
import { useBookingWords } from '../use-booking-words';

const fileOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * The booking's invoice (a tax invoice when the venue is GST-registered, else a receipt), the
 * invoice of each move it paid more for (docs/decisions/053) and a credit note for each refund,
 * as PDF downloads (docs/decisions/038).
 */
export function BookingDocuments({ booking }: { booking: BookingDetail }) {
  const { t } = useBookingWords();
  const { invoice, creditNotes, moveInvoices } = booking.documents;
  if (!invoice && creditNotes.length === 0 && moveInvoices.length === 0) return null;
  const link =
    'font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
  return (
    <section aria-labelledby="booking-documents" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="booking-documents" className="text-sm font-bold text-slate-900">
        {t('documents.heading')}
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {invoice ? (
          <li>
            <a
              href={`${bookingPath(booking._id)}/invoice`}
              download={fileOf(invoice.number)}
              className={link}
            >
              {invoice.kind === 'tax_invoice' ? t('documents.taxInvoice') : t('documents.receipt')}
            </a>{' '}
            <span className="font-mono text-slate-600">{invoice.number}</span>
          </li>
        ) : null}
        {moveInvoices.map((moved) => (
          <li key={`move-${moved.n}`}>
            <a
              href={`${bookingPath(booking._id)}/move-invoices/${moved.n}`}
              download={fileOf(moved.number)}
              className={link}
            >
              {moved.kind === 'tax_invoice'
                ? t('documents.moveTaxInvoice')
                : t('documents.moveReceipt')}
            </a>{' '}
            <span className="font-mono text-slate-600">{moved.number}</span>{' '}
            <span className="text-slate-600">
              {t('documents.more', { amount: formatRupeeAmount(moved.amount) })}
            </span>
          </li>
        ))}
        {creditNotes.map((note) => (
          <li key={note.n}>
            <a
              href={`${bookingPath(booking._id)}/credit-notes/${note.n}`}
              download={fileOf(note.number)}
              className={link}
            >
              {t('documents.creditNote')}
            </a>{' '}
            <span className="font-mono text-slate-600">{note.number}</span>{' '}
            <span className="text-slate-600">
              {t('documents.refunded', { amount: formatRupeeAmount(note.amount) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
