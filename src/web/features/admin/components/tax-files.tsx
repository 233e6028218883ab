import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taxFileQuerySchema } from '../../../../shared/api/payout-contract';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { SECONDARY_BUTTON } from '../../../components/state-panel';
import { taxFilePath } from '../api/admin-payouts';

/**
 * A month's tax files (docs/decisions/054): GSTR-8 for the TCS and the 194-O file for the TDS, as
 * downloads. The month is checked by the server's own rule, so a link never asks for a 400.
 */
export function TaxFiles({ thisMonth }: { thisMonth: string }) {
  const { t } = useTranslation('admin');
  const [month, setMonth] = useState(thisMonth);
  const ids = { heading: useId(), month: useId(), problem: useId() };
  // The server's rule; its words (ADMIN_PAYOUT_QUERY_MESSAGES.month) are payouts.monthProblem.
  const valid = taxFileQuerySchema.safeParse({ month }).success;
  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={ids.heading} className="text-lg font-bold text-slate-900">
        {t('payouts.taxHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('payouts.taxIntro')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div>
          <label htmlFor={ids.month} className={LABEL}>
            {t('payouts.month')}
          </label>
          <input
            id={ids.month}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : ids.problem}
            className={`${CONTROL_BASE} ${controlTone(!valid)}`}
          />
        </div>
        {valid ? (
          <>
            <a href={taxFilePath('gstr8', month)} download className={SECONDARY_BUTTON}>
              {t('payouts.gstr8')}
            </a>
            <a href={taxFilePath('tds-194o', month)} download className={SECONDARY_BUTTON}>
              {t('payouts.tds194o')}
            </a>
          </>
        ) : (
          <p id={ids.problem} role="alert" className="text-sm font-medium text-red-700">
            {t('payouts.monthProblem')}
          </p>
        )}
      </div>
    </section>
  );
}
