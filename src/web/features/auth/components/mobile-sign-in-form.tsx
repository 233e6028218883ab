import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../../shared/api-types';
import { indianMobile } from '../../../../shared/mobile-number';
import { MOBILE_SIGN_IN_MESSAGES as M, signInCodeOf } from '../../../../shared/mobile-sign-in';
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

/** The explicit opt-in a new player may give with their name (decisions 056, 058). */
export const WHATSAPP_SIGN_UP_OPT_IN =
  'Send me my bookings, reminders and updates from TurfBook on WhatsApp at this number. Reply STOP to any of them to stop.';

export function MobileSignInForm({ onSignedIn, onUseEmail }: MobileSignInFormProps) {
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
        onError: (failure) => setError(mobileErrorText(failure)),
      },
    );
  };

  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    const mobile = indianMobile(typed);
    if (!mobile) return setError(M.invalid_mobile);
    send(mobile);
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    const digits = signInCodeOf(code);
    if (!digits) return setError(M.invalid_code);
    const name = fullname.trim();
    if (needsName && !name) return setError('Full name is required');
    setError(null);
    verify.mutate(
      {
        mobilenumber: sentTo!,
        code: digits,
        ...(needsName ? { fullname: name, whatsappOptIn } : {}),
      },
      {
        onSuccess: (answer) => {
          notify((toast) => toast.success(answer.message));
          onSignedIn(answer.user);
        },
        onError: (failure) => {
          if (isApiRequestError(failure) && failure.serverCode === 'fullname_required') {
            setNeedsName(true);
            return;
          }
          setError(mobileErrorText(failure));
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
      <form noValidate onSubmit={onNumber} className="space-y-5" aria-label="Sign in with mobile">
        <TextField
          label="Mobile number"
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
        <SubmitButton pending={requestCode.isPending}>Send code on WhatsApp</SubmitButton>
        <p className="text-center text-sm">
          <button type="button" className={linkButton} onClick={onUseEmail}>
            Use email and password instead
          </button>
        </p>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onCode} className="space-y-5" aria-label="Enter your code">
      <p className="text-sm text-slate-700">
        We sent a 6-digit code to <strong>{spacedMobile(sentTo)}</strong> on WhatsApp. It is valid
        for 10 minutes.
      </p>
      <TextField
        label="Code"
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
            {M.fullname_required}
          </p>
          <TextField
            label="Full name"
            autoComplete="name"
            placeholder="Your name"
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
            <span>{WHATSAPP_SIGN_UP_OPT_IN}</span>
          </label>
        </>
      ) : null}
      {errorLine}
      <SubmitButton pending={verify.isPending}>
        {needsName ? 'Create account' : 'Sign in'}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={linkButton}
          disabled={requestCode.isPending}
          onClick={() => send(sentTo)}
        >
          Send a new code
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
          Use a different number
        </button>
      </div>
    </form>
  );
}
