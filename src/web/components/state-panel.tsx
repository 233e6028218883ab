import type { ReactNode } from 'react';

interface StatePanelProps {
  title: string;
  text?: string;
  /** 'error' is announced at once (role=alert); 'muted' is an ordinary empty state. */
  tone?: 'muted' | 'error';
  /** Buttons or links under the text. */
  children?: ReactNode;
}

/** An empty, refused or failed screen: a short title, a line of text, and what to do next. */
export function StatePanel({ title, text, tone = 'muted', children }: StatePanelProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`mt-8 flex flex-col items-center rounded-2xl px-6 py-12 text-center shadow-sm ring-1 ${
        tone === 'error' ? 'bg-red-50/60 ring-red-200' : 'bg-white ring-slate-200'
      }`}
    >
      <p className={`text-lg font-bold ${tone === 'error' ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </p>
      {text ? (
        <p className={`mt-2 max-w-md ${tone === 'error' ? 'text-red-700' : 'text-slate-600'}`}>
          {text}
        </p>
      ) : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** The green call to action used in state panels and page headers. */
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:bg-emerald-600/60';

export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-emerald-600 bg-white px-4 py-2.5 font-semibold text-emerald-700 transition hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-60';
