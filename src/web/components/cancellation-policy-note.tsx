import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The cancellation policy, where a player decides to pay (turf detail, booking summary,
 * subscription planner): the same words the server refunds by, so nobody learns them after paying.
 */
export function CancellationPolicyNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation('booking-parts');
  const titleId = useId();
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      data-testid="cancellation-policy"
      className={`flex gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="mt-0.5 size-5 shrink-0 text-emerald-700"
      >
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z"
          clipRule="evenodd"
        />
      </svg>
      <div className="min-w-0">
        <p id={titleId} className="font-semibold text-slate-900">
          {t('policy.title')}
        </p>
        <p className="mt-0.5 leading-relaxed">{t('policy.text')}</p>
      </div>
    </div>
  );
}
