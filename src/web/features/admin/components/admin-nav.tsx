import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/admin/dashboard', label: 'pending' },
  { to: '/admin/turfs', label: 'allTurfs' },
  { to: '/admin/turf-edits', label: 'recentEdits' },
  { to: '/admin/promo-codes', label: 'promoCodes' },
  { to: '/admin/payouts', label: 'payouts' },
] as const;

/** The admin's screens, one tap apart. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="mt-4 flex flex-wrap gap-2">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `rounded-full px-4 py-2 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
              isActive
                ? 'bg-emerald-700 text-white ring-emerald-700'
                : 'bg-white text-slate-800 ring-slate-300 hover:bg-emerald-50'
            }`
          }
        >
          {t(`nav.${link.label}`)}
        </NavLink>
      ))}
    </nav>
  );
}
