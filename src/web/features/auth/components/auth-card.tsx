import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card the login, signup and password-help screens sit in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
          {footer}
        </div>
      </div>
    </div>
  );
}
