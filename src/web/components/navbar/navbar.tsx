import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import type { SessionUser } from '../../../shared/api-types';
import { useDismiss } from '../../hooks/use-dismiss';
import { AvatarMenu } from './avatar-menu';
import { BrandLink } from './brand-link';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { navLinksFor, showsLoginButton, showsPlusPlan } from './nav-links';
import type { StaffNav } from './use-staff-nav';

interface NavbarProps {
  user: SessionUser | null;
  /** "Your venues", for a player invited to or working at a venue's team (docs/decisions/066). */
  staff?: StaffNav;
  onLogout: () => void;
}

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold transition focus-visible:outline-white ${
    isActive ? 'bg-emerald-900 text-white' : 'text-emerald-50 hover:bg-emerald-800 hover:text-white'
  }`;

const NO_STAFF: StaffNav = { show: false, pending: 0 };

/** The fixed green top bar of every screen (spec §2 "Navigation bar"). */
export function Navbar({ user, staff = NO_STAFF, onLogout }: NavbarProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const role = user?.role ?? null;
  const links = navLinksFor(role);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);

  // The menu remembers the path it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  useDismiss(headerRef, menuOpen, closeMenu);

  // index.html paints this bar's look before the script runs (docs/decisions/075): a change of
  // its height or colour belongs there too.
  return (
    <header
      ref={headerRef}
      className="fixed inset-x-0 top-0 z-40 bg-emerald-700 shadow-md print:hidden"
    >
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <div className="flex shrink-0 items-center gap-6">
          <BrandLink />
          <ul className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={desktopLinkClass}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex min-w-0 items-center gap-2">
          {user ? null : <LanguageMenu />}
          {user ? (
            <AvatarMenu user={user} staff={staff} onLogout={onLogout} />
          ) : showsLoginButton(pathname) ? (
            <Link
              to="/login"
              className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-emerald-700 shadow-sm transition hover:bg-emerald-50 focus-visible:outline-white"
            >
              {t('nav.login')}
            </Link>
          ) : null}

          <button
            type="button"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-white transition hover:bg-emerald-800 focus-visible:outline-white md:hidden"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              className="size-6"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>

      {menuOpen ? (
        <MobileMenu
          id={menuId}
          links={links}
          showPlusPlan={showsPlusPlan(role)}
          staff={user ? staff : NO_STAFF}
          onNavigate={closeMenu}
        />
      ) : null}
    </header>
  );
}
