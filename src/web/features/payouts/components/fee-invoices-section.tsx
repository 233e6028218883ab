import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useFeeInvoices } from '../api/fee-invoices';
import { FeeInvoiceList } from './fee-invoice-list';

export const FEE_INVOICES_FAILED = "TurfBook's fee invoices could not be loaded.";

/** "Fee invoices" of the Payouts page (docs/decisions/054): loads on its own, like the statements. */
export function FeeInvoicesSection() {
  const documents = useFeeInvoices();
  return (
    <section aria-labelledby="fee-invoices-heading" className="space-y-3">
      <div>
        <h2 id="fee-invoices-heading" className="text-lg font-bold text-slate-900">
          Fee invoices
        </h2>
        <p className="text-sm text-slate-600">
          Each month, TurfBook's tax invoice for its fees, and a credit note for fees given back.
        </p>
      </div>
      {documents.isPending ? (
        <p
          aria-busy="true"
          className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200"
        >
          Loading your fee invoices…
        </p>
      ) : documents.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50/60 p-4 text-red-800 ring-1 ring-red-200"
        >
          <p>{FEE_INVOICES_FAILED}</p>
          <button type="button" onClick={() => void documents.refetch()} className={PRIMARY_BUTTON}>
            Try again
          </button>
        </div>
      ) : (
        <FeeInvoiceList documents={documents.data} />
      )}
    </section>
  );
}
