import type { FeeDocument } from '../../../../shared/api/payout-contract';
import { formatMonth } from '../../../../shared/display-format';
import { formatRupeeAmount } from '../../../utils/money';
import { feeInvoicePath } from '../api/fee-invoices';

export const NO_FEE_INVOICES =
  "TurfBook's invoice for its fees arrives on the first of the month after your first booking is paid.";

const KIND_NAMES = { fee_invoice: 'Tax invoice', fee_credit_note: 'Credit note' } as const;

/**
 * TurfBook's fee invoices and credit notes (docs/decisions/054), newest month first: what each
 * bills (the fee, the GST on it, the total) and its PDF, for the venue's accountant.
 */
export function FeeInvoiceList({ documents }: { documents: FeeDocument[] }) {
  if (documents.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {NO_FEE_INVOICES}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {documents.map((document) => {
        const credit = document.kind === 'fee_credit_note';
        return (
          <li
            key={document._id}
            data-testid="fee-invoice"
            className="flex flex-wrap items-center justify-between gap-3 p-4"
          >
            <div>
              <p className="font-semibold text-slate-900">
                {KIND_NAMES[document.kind]} {document.number}
              </p>
              <p className="text-sm text-slate-600">
                {formatMonth(document.month)}: fee {formatRupeeAmount(document.taxable)} + GST{' '}
                {formatRupeeAmount(document.gst)} ={' '}
                <span className={credit ? 'font-semibold text-emerald-800' : 'font-semibold'}>
                  {credit ? 'credited ' : ''}
                  {formatRupeeAmount(document.total)}
                </span>
              </p>
            </div>
            <a
              href={feeInvoicePath(document._id)}
              download
              aria-label={`Download ${KIND_NAMES[document.kind].toLowerCase()} ${document.number} PDF`}
              className="inline-flex min-h-11 items-center rounded-lg border border-emerald-600 px-4 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              PDF
            </a>
          </li>
        );
      })}
    </ul>
  );
}
