import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { indianMobile } from '../../../../shared/mobile-number';
import { signInCodeOf } from '../../../../shared/mobile-sign-in';
import { mobileErrorText } from '../../../lib/mobile-error-text';
import { notify } from '../../../lib/toasts';
import { TextField } from '../../../components/form/text-field';
import {
  useConfirmVerification,
  useMobileVerification,
  useSendVerificationCode,
} from '../../../queries/mobile-verification';

// Verifying the profile's mobile number (docs/decisions/058): a code by WhatsApp, then the code;
// from then on the number signs in to this account.

const button =
  'inline-flex items-center justify-center rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-70';

export function MobileVerificationPanel({ mobilenumber }: { mobilenumber: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const mobile = indianMobile(mobilenumber);
  const status = useMobileVerification(mobile !== null);
  const sendCode = useSendVerificationCode();
  const confirm = useConfirmVerification();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!mobile || !status.data) return null;
  if (status.data.verified) {
    return (
      <p className="mt-4 text-sm text-emerald-800" data-testid="mobile-verified">
        <span className="mr-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold">
          {t('mobile.verifiedBadge')}
        </span>
        {t('mobile.canSignIn')}
      </p>
    );
  }

  const send = () => {
    setError(null);
    sendCode.mutate(undefined, {
      onSuccess: () => setCodeSent(true),
      onError: (failure) => setError(mobileErrorText(tc, failure)),
    });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const digits = signInCodeOf(code);
    if (!digits) return setError(tc('mobile.invalid_code'));
    setError(null);
    confirm.mutate(
      { code: digits },
      {
        onSuccess: () => notify((toast) => toast.success(tc('mobile.verified'))),
        onError: (failure) => setError(mobileErrorText(tc, failure)),
      },
    );
  };

  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4" data-testid="mobile-verification">
      <p className="text-sm text-slate-700">{t('mobile.notVerified')}</p>
      {codeSent ? (
        <form noValidate onSubmit={onConfirm} className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">{tc('mobile.verification_sent')}</p>
          <TextField
            label={t('mobile.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={button} disabled={confirm.isPending}>
              {t('mobile.confirm')}
            </button>
            <button
              type="button"
              className="text-sm font-semibold text-emerald-700 hover:underline"
              disabled={sendCode.isPending}
              onClick={send}
            >
              {t('mobile.sendNewCode')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className={`${button} mt-3`}
          disabled={sendCode.isPending}
          onClick={send}
        >
          {t('mobile.verify')}
        </button>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
