import type { ReactNode } from 'react';

/** A refused action's reason (announced at once), or a note on why an action is not offered. */
export function FormProblem({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'note';
}) {
  return tone === 'error' ? (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  ) : (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
