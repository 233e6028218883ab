import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../shared/api-types';
import { Footer } from './footer';
import { InvitationBanner } from './invitation-banner';
import { Navbar } from './navbar/navbar';
import { OfflineBanner } from './offline-banner';
import { useStaffNav } from './navbar/use-staff-nav';

interface PageLayoutProps {
  user: SessionUser | null;
  onLogout: () => void;
  children: ReactNode;
}

/** Every screen: the fixed navigation bar, the page under it, the footer at the bottom. */
export function PageLayout({ user, onLogout, children }: PageLayoutProps) {
  const { t } = useTranslation('common');
  const staff = useStaffNav(user);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <Navbar user={user} staff={staff} onLogout={onLogout} />
      {/* At least a screen tall, so the footer starts below the fold: a screen whose data
          arrives after its first paint never pushes a visible footer down (layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className="min-h-screen flex-1 pt-16 outline-none print:min-h-0 print:pt-0"
      >
        <OfflineBanner />
        <InvitationBanner staff={staff} />
        {children}
      </main>
      <Footer />
    </div>
  );
}
