import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
}

/** The full-width submit button of the auth forms; disabled with a spinner while sending. */
export function SubmitButton({ pending, children }: SubmitButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
    >
      {pending ? <Spinner label={t('status.sending')} className="size-4 text-white" /> : null}
      {children}
    </button>
  );
}
