import { useTranslation } from 'react-i18next';
import { NavLink, Link } from 'react-router';
import { LanguageOptions } from '../language/language-options';
import type { NavItem } from './nav-links';
import { StaffCount } from './staff-count';
import type { StaffNav } from './use-staff-nav';

interface MobileMenuProps {
  id: string;
  links: NavItem[];
  showPlusPlan: boolean;
  staff: StaffNav;
  onNavigate: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium transition focus-visible:outline-white ${
    isActive ? 'bg-emerald-900 text-white' : 'text-emerald-50 hover:bg-emerald-800'
  }`;

const languageClass = (current: boolean) =>
  `flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold transition focus-visible:outline-white ${
    current
      ? 'bg-white text-emerald-800'
      : 'text-emerald-50 ring-1 ring-emerald-500 hover:bg-emerald-800'
  }`;

/**
 * The small-screen menu under the bar: the same links, the language (docs/decisions/062) and the
 * plus-plan offer for non-owners.
 */
export function MobileMenu({ id, links, showPlusPlan, staff, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation('common');
  return (
    <div id={id} className="border-t border-emerald-600/70 bg-emerald-700 shadow-lg md:hidden">
      <ul className="space-y-1 px-4 py-3">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={onNavigate}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
        {staff.show ? (
          <li>
            <NavLink to="/staff" className={linkClass} onClick={onNavigate}>
              <span className="flex items-center justify-between gap-2">
                {t('nav.yourVenues')}
                <StaffCount pending={staff.pending} />
              </span>
            </NavLink>
          </li>
        ) : null}
      </ul>
      <div className="px-4 pb-3">
        <p className="mb-1.5 text-xs font-semibold tracking-wider text-emerald-100 uppercase">
          {t('language.label')}
        </p>
        <LanguageOptions className="flex gap-2" optionClass={languageClass} />
      </div>
      {showPlusPlan ? (
        <div className="px-4 pb-4">
          <Link
            to="/subscription"
            onClick={onNavigate}
            className="flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-4 py-2.5 font-semibold text-emerald-950 shadow-sm transition hover:bg-amber-300 focus-visible:outline-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M10.87 2.6a1 1 0 0 0-1.74 0L7.2 6.1l-3.9.7a1 1 0 0 0-.54 1.67l2.73 2.87-.5 3.94a1 1 0 0 0 1.41 1.03L10 14.6l3.6 1.7a1 1 0 0 0 1.41-1.02l-.5-3.94 2.73-2.87a1 1 0 0 0-.54-1.67l-3.9-.7-1.93-3.5Z" />
            </svg>
            {t('nav.getPlusPlan')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
