import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { PayoutAccount, PayoutAccountBody } from '../../../../shared/api/payout-contract';
import {
  BUSINESS_TYPES,
  checkPayoutAccount,
  type BusinessType,
} from '../../../../shared/payout-account';
import { TextField } from '../../../components/form/text-field';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useSavePayoutAccount } from '../api/payouts';
import { accountProblemText, accountReasonText } from '../payout-account-texts';

const EMPTY: PayoutAccountBody = {
  legalName: '',
  businessType: 'proprietorship',
  pan: '',
  contactName: '',
  email: '',
  phone: '',
  bank: { accountNumber: '', ifsc: '' },
};

/**
 * The owner's payout details: checked here by the same rule the server applies
 * (shared/payout-account), so a wrong field is named before anything is sent.
 */
export function PayoutAccountForm({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation('payouts');
  const errorText = useErrorText();
  const [fields, setFields] = useState<PayoutAccountBody>(() =>
    account
      ? {
          ...EMPTY,
          legalName: account.legalName,
          businessType: account.businessType,
          pan: account.pan ?? '',
          bank: { accountNumber: '', ifsc: account.bank.ifsc },
        }
      : EMPTY,
  );
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  // Saved details are shown by their status; changing them means giving them whole again.
  const [editing, setEditing] = useState(account === null);
  const save = useSavePayoutAccount();
  const set = (change: Partial<PayoutAccountBody>) => setFields((old) => ({ ...old, ...change }));
  const errorOf = (field: string) =>
    problem?.field === field ? accountProblemText(t, problem.message) : undefined;

  const submit = () => {
    const checked = checkPayoutAccount(fields);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    save.mutate(fields, {
      onSuccess: () => {
        toast.success(t('account.saved'));
        setEditing(false);
      },
      onError: (error) =>
        setProblem({ field: 'form', message: errorText(error, t('account.saveFailed')) }),
    });
  };

  return (
    <form
      aria-labelledby="payout-account-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payout-account-heading" className="text-lg font-bold text-slate-900">
          {t('account.heading')}
        </h2>
        {account ? (
          <p className="text-sm text-slate-600" data-testid="payout-account-status">
            <span className="font-semibold text-slate-900">
              {t(`account.status.${account.status}`)}
            </span>
            {t('account.summary', { last4: account.bank.last4, ifsc: account.bank.ifsc })}
          </p>
        ) : null}
      </div>
      {account?.reason ? (
        <p className="text-sm text-amber-700">{accountReasonText(t, account.reason)}</p>
      ) : null}
      {editing ? null : (
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(true)}>
          {t('account.change')}
        </button>
      )}
      {account && editing ? (
        <p className="text-sm text-slate-600">{t('account.enterAgain')}</p>
      ) : null}
      {editing ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('account.legalName')}
              value={fields.legalName}
              onChange={(event) => set({ legalName: event.target.value })}
              error={errorOf('legalName')}
              autoComplete="organization"
            />
            <div>
              <label
                htmlFor="business-type"
                className="mb-1.5 block text-sm font-medium text-slate-700"
              >
                {t('account.businessType')}
              </label>
              <select
                id="business-type"
                value={fields.businessType}
                onChange={(event) => set({ businessType: event.target.value as BusinessType })}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm"
              >
                {BUSINESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`account.businessTypes.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t('account.pan')}
              value={fields.pan ?? ''}
              onChange={(event) => set({ pan: event.target.value })}
              error={errorOf('pan')}
              autoCapitalize="characters"
            />
            <TextField
              label={t('account.contactName')}
              value={fields.contactName}
              onChange={(event) => set({ contactName: event.target.value })}
              error={errorOf('contactName')}
              autoComplete="name"
            />
            <TextField
              label={t('account.email')}
              type="email"
              value={fields.email}
              onChange={(event) => set({ email: event.target.value })}
              error={errorOf('email')}
              autoComplete="email"
            />
            <TextField
              label={t('account.phone')}
              type="tel"
              value={fields.phone}
              onChange={(event) => set({ phone: event.target.value })}
              error={errorOf('phone')}
              autoComplete="tel"
            />
            <TextField
              label={t('account.accountNumber')}
              inputMode="numeric"
              value={fields.bank.accountNumber}
              onChange={(event) =>
                set({ bank: { ...fields.bank, accountNumber: event.target.value } })
              }
              error={errorOf('bank.accountNumber')}
              autoComplete="off"
            />
            <TextField
              label={t('account.ifsc')}
              value={fields.bank.ifsc}
              onChange={(event) => set({ bank: { ...fields.bank, ifsc: event.target.value } })}
              error={errorOf('bank.ifsc')}
              autoCapitalize="characters"
            />
          </div>
          {problem?.field === 'form' ? (
            <p role="alert" className="text-sm text-red-600">
              {problem.message}
            </p>
          ) : null}
          <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
            {save.isPending ? t('account.saving') : t('account.save')}
          </button>
        </>
      ) : null}
    </form>
  );
}
