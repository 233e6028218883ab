import { NavLink } from 'react-router';

const LINKS = [
  { to: '/admin/dashboard', label: 'Pending' },
  { to: '/admin/turfs', label: 'All Turfs' },
  { to: '/admin/turf-edits', label: 'Recent Edits' },
  { to: '/admin/promo-codes', label: 'Promo Codes' },
  { to: '/admin/payouts', label: 'Payouts' },
] as const;

/** The admin's screens, one tap apart. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mt-4 flex flex-wrap gap-2">
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
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
