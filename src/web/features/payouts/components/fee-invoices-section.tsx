import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/state-panel';
import { useFeeInvoices } from '../api/fee-invoices';
import { FeeInvoiceList } from './fee-invoice-list';

/** "Fee invoices" of the Payouts page (docs/decisions/054): loads on its own, like the statements. */
export function FeeInvoicesSection() {
  const { t } = useTranslation('payouts');
  const documents = useFeeInvoices();
  return (
    <section aria-labelledby="fee-invoices-heading" className="space-y-3">
      <div>
        <h2 id="fee-invoices-heading" className="text-lg font-bold text-slate-900">
          {t('fees.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('fees.intro')}</p>
      </div>
      {documents.isPending ? (
        <p
          aria-busy="true"
          className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200"
        >
          {t('fees.loading')}
        </p>
      ) : documents.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50/60 p-4 text-red-800 ring-1 ring-red-200"
        >
          <p>{t('fees.failed')}</p>
          <button type="button" onClick={() => void documents.refetch()} className={PRIMARY_BUTTON}>
            {t('fees.tryAgain')}
          </button>
        </div>
      ) : (
        <FeeInvoiceList documents={documents.data} />
      )}
    </section>
  );
}
