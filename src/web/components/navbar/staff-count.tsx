import { useTranslation } from 'react-i18next';

/** The number of invitations waiting beside "Your venues", read out in words. */
export function StaffCount({ pending }: { pending: number }) {
  const { t } = useTranslation('common');
  if (pending === 0) return null;
  return (
    <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-emerald-950">
      <span aria-hidden="true">{pending}</span>
      <span className="sr-only">{t('staffNav.count', { count: pending })}</span>
    </span>
  );
}
