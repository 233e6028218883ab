import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import {
  GSTIN_CHECK_PROBLEM,
  GSTIN_FORMAT_PROBLEM,
  GSTIN_STATE_MISMATCH,
  GSTIN_STATE_UNKNOWN,
} from '../../../../shared/gstin';
import { GST_STATES } from '../../../../shared/gst-states';
import { registerMonth } from '../../../../shared/register-month';
import type { TaxDetailsAnswer } from '../../../../shared/api/tax-contract';
import {
  LEGAL_NAME_REQUIRED,
  STATE_REQUIRED,
  checkTaxDetails,
} from '../../../../shared/tax-details';
import { CONTROL_BASE, LABEL, controlTone } from '../../../components/form/field-styles';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/state-panel';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useErrorText } from '../../../i18n/error-text';
import { invoiceRegisterPath, useSaveTaxDetails, useTaxDetails } from '../api/tax-details';

// "GST and invoices" on a turf's bookings page (docs/decisions/038): the venue's legal name,
// GSTIN and state, checked here with the server's own rule first, and a month's invoice register
// as CSV for the accountant.

/** The form's fields from the details as the server has them. */
function formOf(details: TaxDetailsAnswer['taxDetails']) {
  return {
    legalName: details.legalName ?? '',
    gstin: details.gstin ?? '',
    state: details.state ?? '',
  };
}

/** The shared rules' refusals (English for the server), each a key of the catalogue. */
const TAX_PROBLEM_KEYS: Record<string, string> = {
  [GSTIN_FORMAT_PROBLEM]: 'gst.problems.format',
  [GSTIN_CHECK_PROBLEM]: 'gst.problems.check',
  [GSTIN_STATE_UNKNOWN]: 'gst.problems.stateUnknown',
  [GSTIN_STATE_MISMATCH]: 'gst.problems.stateMismatch',
  [LEGAL_NAME_REQUIRED]: 'gst.problems.legalName',
  [STATE_REQUIRED]: 'gst.problems.state',
};

export function GstSection({ turfId }: { turfId: string }) {
  const { t } = useTranslation('owner-turfs');
  const errorText = useErrorText();
  const saved = useTaxDetails(turfId);
  const save = useSaveTaxDetails(turfId);
  const today = useVenueNow().date;
  const [form, setForm] = useState({ legalName: '', gstin: '', state: '' });
  const [month, setMonth] = useState(today.slice(0, 7));
  const [problem, setProblem] = useState<string | null>(null);
  const [monthProblem, setMonthProblem] = useState<string | null>(null);
  const ids = {
    heading: useId(),
    name: useId(),
    gstin: useId(),
    state: useId(),
    month: useId(),
    problem: useId(),
  };
  const details = saved.data?.taxDetails;

  // The saved details fill the form once, when they first arrive: a later read (a refetch on
  // focus, the answer to a save) never overwrites what the owner is typing. Until then the
  // fields wait, so nothing typed is lost to the first read.
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    if (!details || seeded) return;
    setForm(formOf(details));
    setSeeded(true);
  }, [details, seeded]);
  const waiting = saved.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTaxDetails(form);
    if (!checked.ok) {
      const key = TAX_PROBLEM_KEYS[checked.message];
      setProblem(key ? t(key) : checked.message);
      return;
    }
    setProblem(null);
    save.mutate(form, {
      onSuccess: (answer) => {
        // The details as saved (the GSTIN in capitals).
        setForm(formOf(answer.taxDetails));
        toast.success(answer.taxDetails.gstin ? t('gst.saved') : t('gst.removed'));
      },
      onError: (error) => setProblem(errorText(error, t('gst.failed'))),
    });
  };
  const download = (event: FormEvent) => {
    event.preventDefault();
    const chosen = registerMonth(month, new Date(), 'UTC');
    setMonthProblem(chosen ? null : t('gst.monthProblem'));
    if (chosen) window.location.assign(invoiceRegisterPath(turfId, chosen));
  };
  const input = (id: string, key: 'legalName' | 'gstin', label: string, hint?: string) => (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        value={form[key]}
        disabled={waiting}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? ids.problem : undefined}
        autoComplete="off"
        placeholder={hint}
        className={`${CONTROL_BASE} ${controlTone(problem !== null)} ${key === 'gstin' ? 'font-mono uppercase' : ''}`}
      />
    </div>
  );

  return (
    <section
      aria-labelledby={ids.heading}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={ids.heading} className="text-xl font-bold text-slate-900">
        {t('gst.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('gst.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-3">
        {input(ids.name, 'legalName', t('gst.legalName'))}
        {input(ids.gstin, 'gstin', t('gst.gstin'), '27AAPFU0939F1ZV')}
        <div>
          <label htmlFor={ids.state} className={LABEL}>
            {t('gst.state')}
          </label>
          <select
            id={ids.state}
            value={form.state}
            disabled={waiting}
            onChange={(event) => setForm({ ...form, state: event.target.value })}
            className={`${CONTROL_BASE} ${controlTone(problem !== null)}`}
          >
            <option value="">{t('gst.chooseState')}</option>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
        </div>
        {problem ? (
          <p
            id={ids.problem}
            role="alert"
            className="text-sm font-medium text-red-700 sm:col-span-3"
          >
            {problem}
          </p>
        ) : null}
        <div className="sm:col-span-3">
          <button type="submit" disabled={save.isPending || waiting} className={PRIMARY_BUTTON}>
            {save.isPending ? t('gst.saving') : t('gst.save')}
          </button>
        </div>
      </form>
      <form
        onSubmit={download}
        noValidate
        className="mt-6 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-5"
      >
        <div>
          <label htmlFor={ids.month} className={LABEL}>
            {t('gst.registerFor')}
          </label>
          <input
            id={ids.month}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className={`${CONTROL_BASE} ${controlTone(monthProblem !== null)}`}
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t('gst.download')}
        </button>
        {monthProblem ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {monthProblem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
