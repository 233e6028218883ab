import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/api-types';
import { indianMobile } from '../../../../shared/mobile-number';
import { signInCodeOf } from '../../../../shared/mobile-sign-in';
import { useLanguage } from '../../../i18n/use-language';
import { isApiRequestError } from '../../../lib/api-client';
import { mobileErrorText } from '../../../lib/mobile-error-text';
import { notify } from '../../../lib/toasts';
import { TextField } from '../../../components/form/text-field';
import { useRequestSignInCode, useVerifySignInCode } from '../api/mobile-sign-in';
import { SubmitButton } from './submit-button';

// Sign in with a mobile number (docs/decisions/058): the number, then the code sent by WhatsApp,
// then, for a number without an account, a name.

const linkButton =
  'font-semibold text-emerald-700 hover:text-emerald-800 hover:underline disabled:opacity-60';

export function spacedMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

interface MobileSignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  onUseEmail: () => void;
}

export function MobileSignInForm({ onSignedIn, onUseEmail }: MobileSignInFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fullname, setFullname] = useState('');
  const [needsName, setNeedsName] = useState(false);
  const [whatsappOptIn, setWhatsappOptIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestCode = useRequestSignInCode();
  const verify = useVerifySignInCode();

  const send = (mobile: string) => {
    setError(null);
    requestCode.mutate(
      { mobilenumber: mobile },
      {
        onSuccess: () => {
          setSentTo(mobile);
          setCode('');
        },
        onError: (failure) => setError(mobileErrorText(tc, failure)),
      },
    );
  };

  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    const mobile = indianMobile(typed);
    if (!mobile) return setError(tc('mobile.invalid_mobile'));
    send(mobile);
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    const digits = signInCodeOf(code);
    if (!digits) return setError(tc('mobile.invalid_code'));
    const name = fullname.trim();
    if (needsName && !name) return setError(t('validation.fullnameRequired'));
    setError(null);
    verify.mutate(
      {
        mobilenumber: sentTo!,
        code: digits,
        ...(needsName ? { fullname: name, whatsappOptIn, language } : {}),
      },
      {
        onSuccess: (answer) => {
          notify((toast) => toast.success(t('login.success')));
          onSignedIn(answer.user);
        },
        onError: (failure) => {
          if (isApiRequestError(failure) && failure.serverCode === 'fullname_required') {
            setNeedsName(true);
            return;
          }
          setError(mobileErrorText(tc, failure));
        },
      },
    );
  };

  const errorLine = error ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (sentTo === null) {
    return (
      <form noValidate onSubmit={onNumber} className="space-y-5" aria-label={t('mobile.formLabel')}>
        <TextField
          label={t('mobile.number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
        />
        {errorLine}
        <SubmitButton pending={requestCode.isPending}>{t('mobile.sendCode')}</SubmitButton>
        <p className="text-center text-sm">
          <button type="button" className={linkButton} onClick={onUseEmail}>
            {t('mobile.useEmail')}
          </button>
        </p>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onCode} className="space-y-5" aria-label={t('mobile.codeFormLabel')}>
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="mobile.sentTo"
          values={{ number: spacedMobile(sentTo) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <TextField
        label={t('mobile.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={7}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
      />
      {needsName ? (
        <>
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {tc('mobile.fullname_required')}
          </p>
          <TextField
            label={t('mobile.fullName')}
            autoComplete="name"
            placeholder={t('mobile.yourName')}
            value={fullname}
            onChange={(event) => {
              setFullname(event.target.value);
              setError(null);
            }}
          />
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-emerald-700"
              checked={whatsappOptIn}
              onChange={(event) => setWhatsappOptIn(event.target.checked)}
            />
            <span>{t('mobile.optIn')}</span>
          </label>
        </>
      ) : null}
      {errorLine}
      <SubmitButton pending={verify.isPending}>
        {needsName ? t('mobile.createAccount') : t('mobile.signIn')}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={linkButton}
          disabled={requestCode.isPending}
          onClick={() => send(sentTo)}
        >
          {t('mobile.sendNewCode')}
        </button>
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setSentTo(null);
            setNeedsName(false);
            setError(null);
          }}
        >
          {t('mobile.differentNumber')}
        </button>
      </div>
    </form>
  );
}
