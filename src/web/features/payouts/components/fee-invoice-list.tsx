import { Trans, useTranslation } from 'react-i18next';
import type { FeeDocument } from '../../../../shared/api/payout-contract';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';
import { feeInvoicePath } from '../api/fee-invoices';

const KINDS = {
  fee_invoice: { name: 'fees.invoice', download: 'fees.downloadInvoice' },
  fee_credit_note: { name: 'fees.creditNote', download: 'fees.downloadCreditNote' },
} as const;

/**
 * TurfBook's fee invoices and credit notes (docs/decisions/054), newest month first: what each
 * bills (the fee, the GST on it, the total) and its PDF, for the venue's accountant.
 */
export function FeeInvoiceList({ documents }: { documents: FeeDocument[] }) {
  const { t } = useTranslation('payouts');
  const dates = useDates();
  if (documents.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {t('fees.none')}
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
                {t(KINDS[document.kind].name, { number: document.number })}
              </p>
              <p className="text-sm text-slate-600">
                <Trans
                  t={t}
                  i18nKey={credit ? 'fees.credit' : 'fees.bill'}
                  values={{
                    month: dates.month(document.month),
                    fee: formatRupeeAmount(document.taxable),
                    gst: formatRupeeAmount(document.gst),
                    total: formatRupeeAmount(document.total),
                  }}
                  components={{
                    total: (
                      <span
                        className={credit ? 'font-semibold text-emerald-800' : 'font-semibold'}
                      />
                    ),
                  }}
                />
              </p>
            </div>
            <a
              href={feeInvoicePath(document._id)}
              download
              aria-label={t(KINDS[document.kind].download, { number: document.number })}
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
