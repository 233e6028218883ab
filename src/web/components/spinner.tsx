import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Read out to screen readers; the spinner itself is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className = 'size-8 text-emerald-600' }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <svg
        className={`animate-spin ${className}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </span>
  );
}
